/**
 * The step calculators' sections after Job Details, which a blank job does not show until its Job
 * Details are complete (sections.ts). They come with the calculator engine, on the engineer's
 * first tap, key or focus: the next step's code fetched while the job details are typed, not on
 * the first load (decision 0236, decision 0847).
 */
export { InstallationTypeSection } from './installation-type-section';
export { TestSelectionSection } from './test-selection-section';
export { PipeConfigurationSection } from './pipe-configuration-section';
export { MeterConfigurationSection } from './meter-configuration-section';
export { TestSetupSection } from './test-setup-section';
