import { z } from 'zod';
import { AppError } from './errors';
import { ZodParamPipe } from './zod-validation.pipe';

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
});
