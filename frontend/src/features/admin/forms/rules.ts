import { SORT_ORDER_MAX } from '@sandglass/shared';
import { wholeNumberProblem } from '../../../lib/formRules';

/** The admin forms' field checks are the app's shared ones (lib/formRules.ts), plus these. */
export * from '../../../lib/formRules';

/** The Sort order field of companies, programs and team members: blank, or 0 to the maximum. */
export function sortOrderProblem(value: string): string | undefined {
  return wholeNumberProblem(value, { label: 'Sort order', min: 0, max: SORT_ORDER_MAX });
}
