/**
 * POST /api/calculate 200 reply: the engine's output as is (product.md §3 result fields at the top
 * level, plus the volume breakdown, each test's parameters and verdict, warnings and compliance).
 * The type is the engine's, not written again here (decision 0350).
 */
export type {
  CalculationOutput as CalculateResponse,
  Compliance as CalculationCompliance,
  EngineInputIssue as CalculationInputIssue,
  EngineWarning as CalculationWarning,
} from '@pipeproof/engine';
