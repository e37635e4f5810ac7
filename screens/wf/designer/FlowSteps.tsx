import { Button } from 'antd';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowDefinition, Stage } from '../../../schemas/wf/flowDefinition';
import { formLanguage, localise } from '../../../schemas/wf/form/localise';
import { type DesignerAction, MAX_BRANCHES, MAX_BRANCH_STAGES } from './designerReducer';
import { type StageAt, sameStageAt, stagePath } from './stageAt';
import { useLocalisedTexts } from './useLocalisedTexts';

function hasErrorsUnder(errors: Readonly<Record<string, string[]>>, prefix: string): boolean {
  return Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
}

/**
 * The add buttons of the flow tab's first pane: a stage, or parallel branches (two stages side by
 * side to start with).
 */
export function FlowPalette({
  stageCount,
  dispatch,
}: {
  stageCount: number;
  dispatch: (a: DesignerAction) => void;
}) {
  const { t } = useTranslation('wf');
  const texts = useLocalisedTexts();
  const titleId = useId();
  const name = (n: number) => texts('designer.flow.stageName', { n });
  return (
    <section className="wf-designer__pane wf-designer__palette" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('designer.flow.addTitle')}</h2>
      <p className="wf-designer__hint">{t('designer.flow.addHint')}</p>
      <ul className="wf-designer__palette-list">
        <li>
          <Button block onClick={() => dispatch({ type: 'addStep', name: name(stageCount + 1) })}>
            {t('designer.flow.addStage')}
          </Button>
        </li>
        <li>
          <Button
            block
            onClick={() =>
              dispatch({ type: 'addParallel', names: [name(stageCount + 1), name(stageCount + 2)] })
            }
          >
            {t('designer.flow.addParallel')}
          </Button>
        </li>
      </ul>
    </section>
  );
}

/**
 * The flow's steps in order: a stage, or parallel branches of stages. A stage is selected by its
 * name (its properties open beside), steps and stages are moved with their arrow buttons and
 * removed with their crosses; a stage becomes parallel branches by adding a branch beside it.
 * @example <FlowSteps flow={state.flow} selected={state.selectedStage} errors={errors} dispatch={dispatch} />
 */
export function FlowSteps({
  flow,
  selected,
  stageCount,
  errors,
  dispatch,
}: {
  flow: FlowDefinition;
  selected: StageAt | null;
  stageCount: number;
  errors: Readonly<Record<string, string[]>>;
  dispatch: (action: DesignerAction) => void;
}) {
  const { t } = useTranslation('wf');
  const texts = useLocalisedTexts();
  const titleId = useId();
  const newName = () => texts('designer.flow.stageName', { n: stageCount + 1 });
  const count = flow.steps.length;
  return (
    <section className="wf-designer__pane wf-designer__canvas" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('designer.flow.title')}</h2>
      {errors['flow.steps']?.[0] && <div className="atrium-field__error">{errors['flow.steps'][0]}</div>}
      {count === 0 ? (
        <p className="wf-designer__empty">{t('designer.flow.empty')}</p>
      ) : (
        <ol className="wf-designer__steps" aria-labelledby={titleId}>
          {flow.steps.map((step, i) => {
            const n = i + 1;
            const parallel = 'parallel' in step;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their place is who they are
              <li key={i} className="wf-designer__step">
                <div className="wf-designer__step-head">
                  <h3>{parallel ? t('designer.flow.parallel', { n }) : t('designer.flow.step', { n })}</h3>
                  <span className="wf-designer__field-actions">
                    <Button
                      size="small"
                      aria-label={t('designer.flow.moveStepUp', { n })}
                      disabled={i === 0}
                      onClick={() => dispatch({ type: 'moveStep', from: i, to: i - 1 })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      aria-label={t('designer.flow.moveStepDown', { n })}
                      disabled={i === count - 1}
                      onClick={() => dispatch({ type: 'moveStep', from: i, to: i + 1 })}
                    >
                      ↓
                    </Button>
                    <Button
                      size="small"
                      danger
                      aria-label={t('designer.flow.removeStep', { n })}
                      onClick={() => dispatch({ type: 'removeStep', step: i })}
                    >
                      ✕
                    </Button>
                  </span>
                </div>
                {'stage' in step ? (
                  <StageCard
                    stage={step.stage}
                    at={{ step: i }}
                    selected={sameStageAt(selected, { step: i })}
                    broken={hasErrorsUnder(errors, stagePath({ step: i }))}
                    dispatch={dispatch}
                  />
                ) : (
                  <div className="wf-designer__branches">
                    {step.parallel.map((branch, b) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: branches have no id; their place is who they are
                      <Fragment key={b}>
                        <section
                          className="wf-designer__branch"
                          aria-label={t('designer.flow.branch', { n: b + 1 })}
                        >
                          <div className="wf-designer__step-head">
                            <h4>{t('designer.flow.branch', { n: b + 1 })}</h4>
                            <Button
                              size="small"
                              danger
                              aria-label={t('designer.flow.removeBranch', { n: b + 1 })}
                              onClick={() => dispatch({ type: 'removeBranch', step: i, branch: b })}
                            >
                              ✕
                            </Button>
                          </div>
                          <ol className="wf-designer__branch-stages">
                            {branch.map((stage, j) => {
                              const at: StageAt = { step: i, branch: b, index: j };
                              return (
                                // biome-ignore lint/suspicious/noArrayIndexKey: a stage's key is being typed; its place is who it is
                                <li key={j}>
                                  <StageCard
                                    stage={stage}
                                    at={at}
                                    selected={sameStageAt(selected, at)}
                                    broken={hasErrorsUnder(errors, stagePath(at))}
                                    movable={{ first: j === 0, last: j === branch.length - 1 }}
                                    dispatch={dispatch}
                                  />
                                </li>
                              );
                            })}
                          </ol>
                          <Button
                            size="small"
                            disabled={branch.length >= MAX_BRANCH_STAGES}
                            onClick={() =>
                              dispatch({ type: 'addStageToBranch', step: i, branch: b, name: newName() })
                            }
                          >
                            {t('designer.flow.addStageToBranch', { n: b + 1 })}
                          </Button>
                        </section>
                      </Fragment>
                    ))}
                  </div>
                )}
                <Button
                  size="small"
                  disabled={parallel && step.parallel.length >= MAX_BRANCHES}
                  onClick={() => dispatch({ type: 'addBranch', step: i, name: newName() })}
                >
                  {t('designer.flow.addBranch')}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function StageCard({
  stage,
  at,
  selected,
  broken,
  movable,
  dispatch,
}: {
  stage: Stage;
  at: StageAt;
  selected: boolean;
  broken: boolean;
  /** In a branch: the stage moves within it. */
  movable?: { first: boolean; last: boolean };
  dispatch: (action: DesignerAction) => void;
}) {
  const { t, i18n } = useTranslation('wf');
  const name = localise(stage.name, formLanguage(i18n.language)) || stage.key;
  const marks = [
    t(`designer.stage.modes.${stage.mode}`),
    stage.condition ? t('designer.flow.conditional') : '',
    broken ? t('designer.canvas.needsAttention') : '',
  ].filter(Boolean);
  return (
    <div
      className={[
        'wf-designer__stage',
        selected ? 'wf-designer__field--selected' : '',
        broken ? 'wf-designer__field--broken' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <button
        type="button"
        className="wf-designer__field-select"
        aria-pressed={selected}
        onClick={() => dispatch({ type: 'selectStage', at })}
      >
        <span className="wf-designer__field-label">{name}</span>
        <span className="wf-designer__field-meta">
          <code>{stage.key}</code> · {marks.join(' · ')}
        </span>
      </button>
      {movable && at.branch !== undefined && (
        <span className="wf-designer__field-actions">
          <Button
            size="small"
            aria-label={t('designer.flow.moveStageUp', { name })}
            disabled={movable.first}
            onClick={() => dispatch({ type: 'moveStageInBranch', at, to: at.index - 1 })}
          >
            ↑
          </Button>
          <Button
            size="small"
            aria-label={t('designer.flow.moveStageDown', { name })}
            disabled={movable.last}
            onClick={() => dispatch({ type: 'moveStageInBranch', at, to: at.index + 1 })}
          >
            ↓
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('designer.flow.removeStage', { name })}
            onClick={() => dispatch({ type: 'removeStage', at })}
          >
            ✕
          </Button>
        </span>
      )}
    </div>
  );
}
