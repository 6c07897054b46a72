// The shell's routes this remote renders or navigates to (ARCHITECTURE: routes are hash paths without parameters).
export const ROUTES = {
  animeHome: '/animeHome',
  animeDetail: '/popularAnime/animeDetail',
  characterDetail: '/popularAnime/characterDetail',
} as const;
