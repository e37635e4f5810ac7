import { type Static, Type } from '@sinclair/typebox';
import { ConditionSchema } from './condition';
import { LocalisedTextSchema } from './localisedText';

/**
 * The sign-off flow of a template version, filled in by an administrator in the designer (no
 * diagram): an ordered list of steps; a step is one stage, or parallel branches (each an ordered
 * list of stages) that all finish before the next step starts (a join).
 *
 * Who signs a stage is the union of its approver rules, resolved when the stage starts (the
 * applicant's organisation as it is then), minus nobody: the applicant may be an approver.
 */
export const ApproverRuleSchema = Type.Union([
  /** Named users. */
  Type.Object(
    {
      type: Type.Literal('users'),
      userIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
    },
    { additionalProperties: false },
  ),
  /**
   * The head of the applicant's primary department (`levelsUp: 0`), or of the department
   * `levelsUp` levels above it (1 = parent department's head).
   */
  Type.Object(
    { type: Type.Literal('departmentHead'), levelsUp: Type.Integer({ minimum: 0, maximum: 10 }) },
    { additionalProperties: false },
  ),
  /**
   * Holders of a job position: in the named department, or (no `departmentId`) the nearest
   * holders going up the applicant's department chain from their primary department.
   */
  Type.Object(
    {
      type: Type.Literal('position'),
      jobPositionId: Type.Integer({ minimum: 1 }),
      departmentId: Type.Optional(Type.Integer({ minimum: 1 })),
    },
    { additionalProperties: false },
  ),
  /** Every member of a group (nested groups and departments in it expanded). */
  Type.Object(
    { type: Type.Literal('group'), groupId: Type.Integer({ minimum: 1 }) },
    { additionalProperties: false },
  ),
  /** The applicant picks the approver(s) when submitting (`SubmitInput.chosenApprovers[stageKey]`). */
  Type.Object({ type: Type.Literal('applicantChoice') }, { additionalProperties: false }),
]);

/**
 * How many of a stage's approvers must approve: `one` (the first approval finishes it),
 * `all` (countersign), `anyN` (`n` approvals), `percent` (at least `percent`% of them, rounded
 * up). A rejection finishes the stage as rejected as soon as the rest can no longer reach the
 * required count (in `one` and `all` mode: at once).
 */
export const STAGE_MODES = ['one', 'all', 'anyN', 'percent'] as const;
export type StageMode = (typeof STAGE_MODES)[number];

/** When a stage's rules resolve to nobody: skip the stage, send it to the administrators, or refuse the submit with a message naming the stage. */
export const MISSING_APPROVER_POLICIES = ['skip', 'admin', 'block'] as const;
export type MissingApproverPolicy = (typeof MISSING_APPROVER_POLICIES)[number];

export const StageSchema = Type.Object(
  {
    /** Unique within the flow; history, returns and chosen approvers refer to it. */
    key: Type.String({ pattern: '^[a-z][a-zA-Z0-9_]{0,40}$' }),
    name: LocalisedTextSchema,
    approvers: Type.Array(ApproverRuleSchema, { minItems: 1, maxItems: 20 }),
    mode: Type.Unsafe<StageMode>({ type: 'string', enum: [...STAGE_MODES] }),
    n: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** The stage runs only when this holds on the form's values; otherwise it is skipped. */
    condition: Type.Optional(ConditionSchema),
    /** People told (copied, read-only access) when the stage starts. */
    cc: Type.Optional(Type.Array(ApproverRuleSchema, { maxItems: 20 })),
    /** Hours to decide; overdue items are reminded by the reminder schedule (common settings). */
    deadlineHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 365 })),
    whenNoApprover: Type.Unsafe<MissingApproverPolicy>({
      type: 'string',
      enum: [...MISSING_APPROVER_POLICIES],
    }),
  },
  { additionalProperties: false },
);

export const FlowStepSchema = Type.Union([
  Type.Object({ stage: StageSchema }, { additionalProperties: false }),
  Type.Object(
    {
      /** Branches run side by side; the step finishes when every branch has. Branches hold no parallel steps. */
      parallel: Type.Array(Type.Array(StageSchema, { minItems: 1, maxItems: 20 }), {
        minItems: 2,
        maxItems: 10,
      }),
    },
    { additionalProperties: false },
  ),
]);

export const FlowDefinitionSchema = Type.Object(
  { steps: Type.Array(FlowStepSchema, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);

export type ApproverRule = Static<typeof ApproverRuleSchema>;
export type Stage = Static<typeof StageSchema>;
export type FlowStep = Static<typeof FlowStepSchema>;
export type FlowDefinition = Static<typeof FlowDefinitionSchema>;
