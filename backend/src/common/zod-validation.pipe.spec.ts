import { z } from 'zod';
import { AppError } from './errors';
import { answerAs } from '@anifan/contract/http-schemas';
import { ZodParamPipe, ZodValidationPipe } from './zod-validation.pipe';

describe('ZodValidationPipe', () => {
  const schema = z.object({
    text: z.string().superRefine((value, context) => {
      if (value === 'tagged') {
        context.addIssue({ code: 'custom', message: 'bad text', params: answerAs('comment/invalid_text') });
      }
      if (value === 'made up') {
        context.addIssue({ code: 'custom', message: 'bad text', params: { errorCode: 'made/up' } });
      }
    }),
  });

  it.each([
    ['a custom issue tagged with a code', { text: 'tagged' }, 'comment/invalid_text', 'text: bad text'],
    ['a custom issue tagged with an unknown code', { text: 'made up' }, 'request/invalid', 'text: bad text'],
    ['a shape error', { text: 5 }, 'request/invalid', expect.stringMatching(/^text: /)],
  ])('answers %s as %s', (_case, body, code, message) => {
    expect(() => new ZodValidationPipe(schema).transform(body)).toThrow(
      expect.objectContaining({ code, message }),
    );
  });
});

describe('ZodParamPipe', () => {
  const schema = z
    .union([z.string(), z.number().int()])
    .transform(String)
    .refine((value) => value.trim() !== '', 'id must not be empty');

  it('answers what the schema answers, for texts seen before too', () => {
    const pipe = new ZodParamPipe(schema);
    expect(pipe.transform('gojo')).toBe('gojo');
    expect(pipe.transform('gojo')).toBe('gojo');
    expect(pipe.transform(-42)).toBe('-42');
  });

  it('refuses a bad text with request/invalid every time it comes', () => {
    const pipe = new ZodParamPipe(schema);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => pipe.transform('   ')).toThrow(
        expect.objectContaining({ code: 'request/invalid', message: 'id must not be empty' }),
      );
    }
    expect(() => pipe.transform('   ')).toThrow(AppError);
  });

  it('answers every text right after more distinct texts than it keeps', () => {
    const pipe = new ZodParamPipe(schema);
    for (let n = 0; n < 2_500; n += 1) expect(pipe.transform(`c${n}`)).toBe(`c${n}`);
    expect(pipe.transform('c0')).toBe('c0');
  });
});
