import { describe, expect, it } from 'vitest';
import { CreateJobRequestSchema, UpdateJobRequestSchema } from './save-job-request';

const calculation = {
  project: { installationType: 'new', operationType: 'Strength Test' },
  pipeConfigurations: [{ nominalSize: '25mm', length: 3 }],
};
const body = {
  clientId: '6F9619FF-8B86-4011-B42D-00C04FC964FF',
  calculatorType: 'commercial',
  jobDetails: {
    jobNumber: ' J-1 ',
    customerName: 'Acme',
    engineerName: 'Sam',
    gasSafeNumber: '123456',
    location: 'Leeds',
  },
  calculation,
};

function firstIssue(schema: typeof CreateJobRequestSchema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { path: issue?.path.join('.'), message: issue?.message };
}

describe('CreateJobRequestSchema (POST /api/jobs)', () => {
  it('trims the details, lower-cases the clientId, gives the calculation the job’s calculator type', () => {
    expect(
      CreateJobRequestSchema.parse({ ...body, siteName: '  ', sectionIdentity: ' B ' }),
    ).toEqual({
      ...body,
      clientId: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
      jobDetails: { ...body.jobDetails, jobNumber: 'J-1' },
      calculation: {
        ...calculation,
        calculatorType: 'commercial',
        pipeConfigurations: [{ nominalSize: 25, length: 3 }],
      },
      siteName: undefined,
      sectionIdentity: 'B',
    });
  });

  it.each([
    [
      { ...body, jobDetails: { ...body.jobDetails, jobNumber: '' } },
      'jobDetails.jobNumber',
      'Job number is required.',
    ],
    [
      { ...body, jobDetails: { ...body.jobDetails, location: undefined } },
      'jobDetails.location',
      'Location is required.',
    ],
    [{ ...body, clientId: 'abc' }, 'clientId', 'Client id must be a UUID.'],
    [
      { ...body, calculation: { ...calculation, calculatorType: 'industrial' } },
      'calculation.calculatorType',
      "must be the job's calculator type",
    ],
    [
      {
        ...body,
        calculation: {
          ...calculation,
          pipeConfigurations: Array(51).fill({ nominalSize: 25, length: 1 }),
        },
      },
      'calculation.pipeConfigurations',
      'must have at most 50 lines',
    ],
    [
      { ...body, siteName: 'x'.repeat(201) },
      'siteName',
      'Site name must be at most 200 characters.',
    ],
    [
      { ...body, jobDetails: { ...body.jobDetails, customerName: 'a\u0000' } },
      'jobDetails.customerName',
      'Customer name contains characters that cannot be stored.',
    ],
  ])('refuses %j at %s', (value, path, message) => {
    expect(firstIssue(CreateJobRequestSchema, value)).toEqual({ path, message });
  });

  it('PUT takes the same body without clientId', () => {
    const { clientId: _clientId, ...rest } = body;
    expect(UpdateJobRequestSchema.parse(rest)).not.toHaveProperty('clientId');
  });
});
