// What other backend modules use of favorites: the module, and the table and migration the database
// module orders and re-keys.
export { CreateFavorites1795292150811 } from './create-favorites.migration';
export { FAVORITES_TABLE } from './favorite.entity';
export { FavoritesModule } from './favorites.module';
