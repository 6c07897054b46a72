// GET /api/catalog/images/person.svg: the placeholder the embedded catalogue answers as the image of
// every character and voice actor (it has no pictures of people).
import { Controller, Header } from '@nestjs/common';
import { ApiEndpoint } from '../http';
import { PERSON_PLACEHOLDER_SVG } from './embedded/placeholder-image';

@Controller()
export class CatalogImagesController {
  @ApiEndpoint('personPlaceholder')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  personPlaceholder(): string {
    return PERSON_PLACEHOLDER_SVG;
  }
}
