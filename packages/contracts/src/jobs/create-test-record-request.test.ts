import { describe, expect, it } from 'vitest';
import { CreateTestRecordRequestSchema } from './create-test-record-request';
import { isStorableText } from '../text/storable-text';

const tightness = {
  project: { installationType: 'Existing', operationType: 'Tightness Test' },
  pipeConfigurations: [{ nominalSize: 22, material: 'copper', length: 3 }],
};
const body = {
  clientId: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
  testName: 'Let-by Test',
  calculation: tightness,
  actualReadings: { letByPressureReading: 0 },
};

function issues(value: unknown) {
  const result = CreateTestRecordRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('CreateTestRecordRequestSchema (POST /api/jobs/:id/test-records)', () => {
  it('accepts a let-by record on an existing installation; absent extras stay absent', () => {
    const parsed = CreateTestRecordRequestSchema.parse({
      ...body,
      location: null,
      actualReadings: undefined,
    });
    expect(parsed).toMatchObject({ testName: 'Let-by Test', actualReadings: {} });
    expect(parsed.location).toBeUndefined();
    expect(parsed.recordedAt).toBeUndefined();
  });

  it.each([
    [
      'Strength Test',
      'calculation.project.operationType',
      'must be Strength Test for a Strength Test record',
    ],
    ['Purge', 'calculation.project.operationType', 'must be Purge for a Purge record'],
  ])('a %s record from a tightness calculation is refused', (testName, path, message) => {
    expect(issues({ ...body, testName })).toEqual([[path, message]]);
  });

  it('a let-by record on a new installation is refused', () => {
    const calculation = {
      ...tightness,
      project: { ...tightness.project, installationType: 'new' },
    };
    expect(issues({ ...body, calculation })).toEqual([
      [
        'calculation.project.installationType',
        'must be existing for a Let-by Test record (new installations have no let-by test)',
      ],
    ]);
  });

  it.each([
    [{ latitude: 90, longitude: 180 }, []],
    [{ latitude: -90, longitude: -180 }, []],
    [
      { latitude: 90.000001, longitude: 0 },
      [['location.latitude', 'Latitude must be from -90 to 90.']],
    ],
    [
      { latitude: 0, longitude: -180.1 },
      [['location.longitude', 'Longitude must be from -180 to 180.']],
    ],
  ])('location %j', (location, expected) => {
    expect(issues({ ...body, location })).toEqual(expected);
  });

  it.each([
    ['2026-03-01T09:30:00+01:00', true],
    ['2026-03-01T08:30:00.123Z', true],
    ['2026-03-01', false],
    ['yesterday', false],
    ['1999-12-31T23:59:59Z', false],
    ['3000-01-01T00:00:00Z', false],
  ])('recordedAt %s accepted: %s', (recordedAt, ok) => {
    expect(issues({ ...body, recordedAt }).length === 0).toBe(ok);
  });
});

describe('isStorableText', () => {
  it.each([
    ['plain', true],
    ['emoji 🔥 pairs are fine', true],
    ['NUL \u0000', false],
    ['lone high \ud800', false],
    ['lone low \udc00', false],
    ['reversed \udc00\ud800', false],
  ])('%j → %s', (text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });
});

describe('timedInApp and actionNote (decision 0414)', () => {
  it('takes true, false or nothing for timedInApp (nothing reads as null)', () => {
    expect(CreateTestRecordRequestSchema.parse({ ...body, timedInApp: true }).timedInApp).toBe(
      true,
    );
    expect(CreateTestRecordRequestSchema.parse({ ...body, timedInApp: false }).timedInApp).toBe(
      false,
    );
    expect(CreateTestRecordRequestSchema.parse(body).timedInApp).toBeNull();
    expect(issues({ ...body, timedInApp: 'yes' })).toEqual([
      ['timedInApp', 'Timed in app must be true or false.'],
    ]);
  });

  it('trims the action note, reads a blank one as none, and refuses one over 500 characters', () => {
    const note = '  Reported to the responsible person; supply isolated. ';
    expect(CreateTestRecordRequestSchema.parse({ ...body, actionNote: note }).actionNote).toBe(
      note.trim(),
    );
    expect(CreateTestRecordRequestSchema.parse({ ...body, actionNote: '  ' }).actionNote).toBe(
      undefined,
    );
    expect(
      CreateTestRecordRequestSchema.parse({ ...body, actionNote: 'x'.repeat(500) }).actionNote,
    ).toHaveLength(500);
    expect(issues({ ...body, actionNote: 'x'.repeat(501) })).toEqual([
      ['actionNote', 'Action taken must be at most 500 characters.'],
    ]);
    expect(issues({ ...body, actionNote: 7 })).toEqual([
      ['actionNote', 'Action taken must be text.'],
    ]);
  });
});
