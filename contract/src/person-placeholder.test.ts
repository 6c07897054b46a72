import { isPersonPlaceholder } from './person-placeholder';
import { ENDPOINTS } from './endpoints';

describe('isPersonPlaceholder', () => {
  it("knows the catalogue's silhouette, relative or absolute, with a query", () => {
    expect(isPersonPlaceholder(`/api${ENDPOINTS.personPlaceholder.path}`)).toBe(true);
    expect(isPersonPlaceholder('http://127.0.0.1:8080/api/catalog/images/person.svg')).toBe(true);
    expect(isPersonPlaceholder('/api/catalog/images/person.svg?v=2')).toBe(true);
  });

  it('leaves real pictures alone, even ones named alike', () => {
    expect(isPersonPlaceholder('https://s4.anilist.co/file/anilistcdn/character/large/b127691.jpg')).toBe(
      false,
    );
    expect(isPersonPlaceholder('https://img.test/person.svg')).toBe(false);
    expect(isPersonPlaceholder('https://img.test/a.jpg?next=/api/catalog/images/person.svg')).toBe(false);
    expect(isPersonPlaceholder('')).toBe(false);
  });
});
