import { ANONYMOUS_NAME, authorName, authorPhotoUrl } from './author-profile';

describe('authorName', () => {
  it.each([
    ['a display name', '五条 悟', '五条 悟'],
    ['a name with a ZWJ emoji', '花子👩\u200D💻', '花子👩\u200D💻'],
    ['surrounding spaces', '  Satoru  ', 'Satoru'],
    ['no name', null, ANONYMOUS_NAME],
    ['a blank name', '   ', ANONYMOUS_NAME],
    ['a name of zero-width characters only', '\u200B\u200D\uFEFF', ANONYMOUS_NAME],
    ['an email as name', 'satoru@example.com', ANONYMOUS_NAME],
    ['a name containing an email', 'Satoru (satoru@example.com)', ANONYMOUS_NAME],
    ['an email hidden by a zero-width space', 'satoru@exa\u200Bmple.com', ANONYMOUS_NAME],
    ['an overlong name', 'あ'.repeat(250), 'あ'.repeat(200)],
    [
      'an overlong name, counted after dropping invisibles',
      '\u200B'.repeat(50) + 'あ'.repeat(200),
      'あ'.repeat(200),
    ],
    ['a right-to-left override dropped', 'abc\u202Eexe.txt', 'abcexe.txt'],
    ['zero-width characters dropped', 'ad\u200Bmin\u2060', 'admin'],
    ['a line break as a space', 'Satoru\nGojo', 'Satoru Gojo'],
    ['a lone surrogate dropped', 'Satoru\uD83D', 'Satoru'],
    ['decomposed kana composed', 'か\u3099くと', 'がくと'],
    ['999 combining marks cut to 8', `x${'\u0301'.repeat(999)}`, `x${'\u0301'.repeat(8)}`],
  ])('%s', (_case, name, expected) => {
    expect(authorName({ name })).toBe(expected);
  });
});

describe('authorPhotoUrl', () => {
  it.each([
    [
      'a Google account photo',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
    ],
    [
      'another Google photo host',
      'https://lh5.googleusercontent.com/-abc/photo.jpg',
      'https://lh5.googleusercontent.com/-abc/photo.jpg',
    ],
    ['a Google photo over http', 'http://lh3.googleusercontent.com/a/photo.jpg', null],
    ['another https host', 'https://example.com/photo.png', null],
    ['a host that only starts like Google’s', 'https://lh3.googleusercontent.com.evil.example/p.png', null],
    ['a host that only ends like Google’s', 'https://evilgoogleusercontent.com/p.png', null],
    ['credentials before a Google host', 'https://user:pass@lh3.googleusercontent.com/p.png', null],
    ['a Google host on another port', 'https://lh3.googleusercontent.com:8443/p.png', null],
    ['a local address', 'http://127.0.0.1/p.png', null],
    ['no photo', null, null],
    ['a javascript: address', 'javascript:alert(1)', null],
    ['a data: address', 'data:image/png;base64,AAAA', null],
    ['not a URL', 'photo.png', null],
    ['an overlong URL', `https://lh3.googleusercontent.com/${'a'.repeat(2000)}`, null],
  ])('%s', (_case, picture, expected) => {
    expect(authorPhotoUrl({ picture })).toBe(expected);
  });
});
