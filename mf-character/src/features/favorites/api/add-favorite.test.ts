import { createTestPlatform } from '@anifan/contract/testing';
import { addFavorite } from './add-favorite';

describe('addFavorite', () => {
  it.each([
    ['https://img.example/a.png', { name: '五条悟', image: 'https://img.example/a.png' }],
    ['http://img.example/a.png', { name: '五条悟', image: 'http://img.example/a.png' }],
    ['', { name: '五条悟' }],
    ['assets/no_image_yoko.jpg', { name: '五条悟' }],
    ['data:image/png;base64,AAAA', { name: '五条悟' }],
  ])('image %j is sent as %j', async (image, body) => {
    const { api, server } = createTestPlatform({ spy: jest.fn, api: async () => null });
    await addFavorite(api, { characterId: -296356092, name: '五条悟', image });
    expect(server).toHaveBeenCalledWith('/favorites/-296356092', {
      method: 'PUT',
      body,
    });
  });
});
