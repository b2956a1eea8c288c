import { createLazyEngine } from '../../calculator-core';
import type * as DomesticEngineModule from './domestic-engine';

export type DomesticEngine = typeof DomesticEngineModule;

/** /domestic's engine (domestic-engine.ts), loaded once per page (decision 0857). */
export const DOMESTIC_ENGINE = createLazyEngine<DomesticEngine>(() => import('./domestic-engine'));
