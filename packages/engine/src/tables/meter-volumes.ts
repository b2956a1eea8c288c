/**
 * Table: gas meter internal and cyclic volumes, m³.
 * Source: standards.md §1 (product.md §9's "first reading" cyclic 0.25/0.57/0.71 is a ×10 error and
 * its "reference page reading" has no support; neither is used). Meter purge volume = 5 × cyclic.
 * ratedFlowM3h is the capacity in the meter's designation (E6/G4/U6 = 6 m³/h, U16 = 16 m³/h, …),
 * used only for the domestic-territory check of standards.md §6 (decision 0302).
 */
export const METER_VOLUMES = [
  {
    meterType: 'Domestic',
    label: 'Domestic (E6)',
    internalVolumeM3: 0.0024,
    cyclicVolumeM3: 0,
    ratedFlowM3h: 6,
  },
  {
    meterType: 'G4/U6',
    label: 'G4/U6',
    internalVolumeM3: 0.008,
    cyclicVolumeM3: 0.002,
    ratedFlowM3h: 6,
  },
  {
    meterType: 'U16',
    label: 'U16',
    internalVolumeM3: 0.025,
    cyclicVolumeM3: 0.006,
    ratedFlowM3h: 16,
  },
  {
    meterType: 'U25',
    label: 'U25',
    internalVolumeM3: 0.037,
    cyclicVolumeM3: 0.01,
    ratedFlowM3h: 25,
  },
  {
    meterType: 'U40',
    label: 'U40',
    internalVolumeM3: 0.067,
    cyclicVolumeM3: 0.02,
    ratedFlowM3h: 40,
  },
  {
    meterType: 'U65',
    label: 'U65',
    internalVolumeM3: 0.1,
    cyclicVolumeM3: 0.025,
    ratedFlowM3h: 65,
  },
  {
    meterType: 'U100',
    label: 'U100',
    internalVolumeM3: 0.182,
    cyclicVolumeM3: 0.057,
    ratedFlowM3h: 100,
  },
  {
    meterType: 'U160',
    label: 'U160',
    internalVolumeM3: 0.304,
    cyclicVolumeM3: 0.071,
    ratedFlowM3h: 160,
  },
] as const;

/** Meter purge volume = METER_PURGE_CYCLIC_MULTIPLIER × cyclic volume (standards.md §1, §5). */
export const METER_PURGE_CYCLIC_MULTIPLIER = 5;
