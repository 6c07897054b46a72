import { ANONYMOUS_NAME, authorName, authorPhotoUrl } from './author-profile';

describe('authorName', () => {
  it.each([
    ['a display name', '五条 悟', '五条 悟'],
    ['surrounding spaces', '  Satoru  ', 'Satoru'],
    ['no name', null, ANONYMOUS_NAME],
    ['a blank name', '   ', ANONYMOUS_NAME],
    ['an email as name', 'satoru@example.com', ANONYMOUS_NAME],
    ['a name containing an email', 'Satoru (satoru@example.com)', ANONYMOUS_NAME],
    ['an overlong name', 'あ'.repeat(250), 'あ'.repeat(200)],
  ])('%s', (_case, name, expected) => {
    expect(authorName({ name })).toBe(expected);
  });
});

describe('authorPhotoUrl', () => {
  it.each([
    [
      'an https photo',
      'https://lh3.googleusercontent.com/a/photo.jpg',
      'https://lh3.googleusercontent.com/a/photo.jpg',
    ],
    ['an http photo', 'http://127.0.0.1/p.png', 'http://127.0.0.1/p.png'],
    ['no photo', null, null],
    ['a javascript: address', 'javascript:alert(1)', null],
    ['a data: address', 'data:image/png;base64,AAAA', null],
    ['not a URL', 'photo.png', null],
    ['an overlong URL', `https://example.com/${'a'.repeat(2000)}`, null],
  ])('%s', (_case, picture, expected) => {
    expect(authorPhotoUrl({ picture })).toBe(expected);
  });
});
