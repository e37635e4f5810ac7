import { useEffect, useRef, useState } from 'react';
import type { PlanView, PreviewInput } from '../../../schemas/wf/wfApi';
import { instanceApi } from '../instance/instanceApi';

/** How long typing pauses before the preview asks again: one request per pause, not per key. */
export const PREVIEW_DEBOUNCE_MS = 600;

export interface PlanPreview {
  plan: PlanView | null;
  /** A newer question is on its way (the shown plan may be a step behind). */
  updating: boolean;
  failed: boolean;
}

/**
 * Who will sign each stage for the values as they are now (POST /api/wf/instance/preview),
 * asked again a moment after they stop changing; answers to older questions are dropped, so a
 * stage a condition adds (or drops) shows for the values on screen. `null` input asks nothing.
 */
export function usePlanPreview(input: PreviewInput | null): PlanPreview {
  const [plan, setPlan] = useState<PlanView | null>(null);
  const [updating, setUpdating] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  const key = input === null ? null : JSON.stringify(input);
  useEffect(() => {
    if (key === null) return;
    const run = ++asked.current;
    setUpdating(true);
    const timer = setTimeout(() => {
      instanceApi
        .preview(JSON.parse(key) as PreviewInput)
        .then((answer) => {
          if (run !== asked.current) return;
          setPlan(answer);
          setFailed(false);
        })
        .catch(() => {
          if (run === asked.current) setFailed(true);
        })
        .finally(() => {
          if (run === asked.current) setUpdating(false);
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return { plan, updating, failed };
}
