// The image the embedded catalogue gives every character and voice actor (it has no pictures of
// people), as AniList gives its default image to one without a picture. Served by
// CatalogImagesController; root-relative, so a page of this app loads it from its own origin (the dev
// servers forward /api to the backend).
export const PERSON_PLACEHOLDER_PATH = '/api/catalog/images/person.svg';

/** A neutral silhouette, 230×345 like AniList's large character images; no script, no external refs. */
export const PERSON_PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="230" height="345" viewBox="0 0 230 345" role="img" aria-label="No image">
<rect width="230" height="345" fill="#d9dde3"/>
<circle cx="115" cy="130" r="52" fill="#a9b0bb"/>
<path d="M25 345c0-70 40-125 90-125s90 55 90 125z" fill="#a9b0bb"/>
</svg>
`;
