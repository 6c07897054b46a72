/** The shell's routes this remote navigates to (hash history; ARCHITECTURE.md). */
export const ROUTES = {
  animeHome: '/animeHome',
  characterChat: '/characterChat',
  characterDetail: '/popularAnime/characterDetail',
} as const;
