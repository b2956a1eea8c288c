import { describe, expect, it } from 'vitest';
import { CalculateRequestSchema, type CalculateRequestBody } from './calculate-request';

const valid: CalculateRequestBody = {
  calculatorType: 'industrial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    testMedium: 'Gas',
    gaugeType: 'electronic01',
    maxOperatingPressure: 21,
    zoneType: 'Type B',
    roomVolume: 20,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
};

function issuesOf(body: unknown) {
  const result = CalculateRequestSchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('CalculateRequestSchema (request shape of decision 0350)', () => {
  it('accepts the documented request shape', () => {
    expect(CalculateRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['installationType', 'New Installation'],
    ['installationType', 'Existing'],
    ['gaugeType', 'Water Gauge'],
    ['gaugeType', 'Electronic Gauge'],
    ['gaugeType', 'electronic05'],
    ['testMedium', 'Natural Gas'],
    ['testMedium', 'Air'],
  ])('accepts the synonym of product.md %s = %s as sent (the engine maps it)', (key, value) => {
    const body = { ...valid, project: { ...valid.project, [key]: value } };
    expect(CalculateRequestSchema.parse(body).project).toMatchObject({ [key]: value });
  });

  it.each([
    [25, 25],
    ['25mm', 25],
    ['25', 25],
    [' 150 MM ', 150],
    ['22.5mm', 22.5],
  ])('nominal size %j → %d mm', (nominalSize, mm) => {
    const body = {
      ...valid,
      pipeConfigurations: [{ nominalSize, length: 1 }],
      purgeConfigurations: [{ type: 'hose', nominalSize, length: 1 }],
    };
    const parsed = CalculateRequestSchema.parse(body);
    expect(parsed.pipeConfigurations[0]?.nominalSize).toBe(mm);
    expect(parsed.purgeConfigurations?.[0]?.nominalSize).toBe(mm);
  });

  it('accepts null for every optional field and drops unknown keys', () => {
    const parsed = CalculateRequestSchema.parse({
      ...valid,
      project: {
        ...valid.project,
        reference: null,
        gasType: null,
        safetyFactor: null,
        purgeMethod: 'Direct Purge (Air to Gas)',
      },
      meterConfigurations: null,
      purgeConfigurations: null,
      readings: null,
      extra: true,
    });
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.project).not.toHaveProperty('purgeMethod');
  });

  it.each([
    ['body not an object', 'x', ''],
    ['calculatorType missing', { ...valid, calculatorType: undefined }, 'calculatorType'],
    ['project missing', { ...valid, project: undefined }, 'project'],
    [
      'pipeConfigurations missing',
      { ...valid, pipeConfigurations: undefined },
      'pipeConfigurations',
    ],
    ['pipeConfigurations not a list', { ...valid, pipeConfigurations: {} }, 'pipeConfigurations'],
    [
      'size "big"',
      { ...valid, pipeConfigurations: [{ nominalSize: 'big', length: 1 }] },
      'pipeConfigurations.0.nominalSize',
    ],
    [
      'size "-25mm"',
      { ...valid, pipeConfigurations: [{ nominalSize: '-25mm', length: 1 }] },
      'pipeConfigurations.0.nominalSize',
    ],
    [
      'length as text',
      { ...valid, pipeConfigurations: [{ nominalSize: 25, length: '10' }] },
      'pipeConfigurations.0.length',
    ],
    [
      'unknown gauge',
      { ...valid, project: { ...valid.project, gaugeType: 'dial' } },
      'project.gaugeType',
    ],
    [
      'safety factor 2.5',
      { ...valid, project: { ...valid.project, safetyFactor: 2.5 } },
      'project.safetyFactor',
    ],
    [
      'meter type "U6"',
      { ...valid, meterConfigurations: [{ meterType: 'U6', quantity: 1 }] },
      'meterConfigurations.0.meterType',
    ],
    [
      'reading as text',
      { ...valid, readings: { actualPressureDrop: '1' } },
      'readings.actualPressureDrop',
    ],
    [
      '201 pipe lines',
      {
        ...valid,
        pipeConfigurations: Array.from({ length: 201 }, () => ({ nominalSize: 25, length: 1 })),
      },
      'pipeConfigurations',
    ],
  ])('%s → an issue on %j', (_label, body, path) => {
    const issues = issuesOf(body);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]?.path).toBe(path);
    expect(issues[0]?.message.length).toBeGreaterThan(0);
  });

  it.each([['big'], ['-25mm'], [true], [{}]])(
    'nominal size %j → the size message',
    (nominalSize) => {
      const body = { ...valid, pipeConfigurations: [{ nominalSize, length: 1 }] };
      expect(issuesOf(body)).toEqual([
        {
          path: 'pipeConfigurations.0.nominalSize',
          message: 'must be a size in mm, such as 25 or "25mm"',
        },
      ]);
    },
  );

  it('says "is required" for a missing choice and lists the choices for a wrong one', () => {
    expect(issuesOf({ ...valid, calculatorType: undefined })[0]?.message).toBe('is required');
    expect(issuesOf({ ...valid, calculatorType: 'household' })[0]?.message).toBe(
      'must be one of: commercial, industrial, domestic',
    );
    expect(issuesOf({ ...valid, project: { ...valid.project, safetyFactor: 4 } })[0]?.message).toBe(
      'must be one of: 1.5, 2, 3',
    );
  });
});
