import { TEST_NAMES, type CertificateVerification } from '@pipeproof/contracts';
import { CALCULATOR_TYPES, VERDICT_STATUSES } from '@pipeproof/engine';
import { readArray, readOneOf, readRecord, readString } from '../../../lib/reply-readers';

/**
 * GET /api/verify/:number's reply (contracts' CertificateVerificationSchema), read by hand so the
 * page a customer opens from a certificate carries no zod (decision 0877; 0641 did the same for
 * the calculators). The object literals are typed, so a field added to CertificateVerification
 * does not compile until it is read here.
 */
export function readVerification(value: unknown): CertificateVerification {
  const reply = readRecord(value, 'verification');
  return {
    number: readString(reply.number, 'number'),
    issuedAt: readString(reply.issuedAt, 'issuedAt'),
    standard: readString(reply.standard, 'standard'),
    calculatorType: readOneOf(CALCULATOR_TYPES, reply.calculatorType, 'calculatorType'),
    issuerName: readString(reply.issuerName, 'issuerName'),
    tests: readArray(reply.tests, 'tests').map((item, index) => {
      const path = `tests[${index}]`;
      const test = readRecord(item, path);
      return {
        testName: readOneOf(TEST_NAMES, test.testName, `${path}.testName`),
        testResult: readOneOf(VERDICT_STATUSES, test.testResult, `${path}.testResult`),
        recordedAt: readString(test.recordedAt, `${path}.recordedAt`),
      };
    }),
    overallResult: readOneOf(VERDICT_STATUSES, reply.overallResult, 'overallResult'),
    engineVersion: readString(reply.engineVersion, 'engineVersion'),
  };
}
