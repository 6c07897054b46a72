// The platform contract: everything the shell hands a remote's exposed page, and nothing more.
import type { Observable } from 'rxjs';
import type {
  AnswerOf,
  CallableEndpointName,
  CallOptions,
  EndpointName,
  OptionalWhenEmpty,
  Target,
} from './endpoints';
import type { CharacterId } from './character-id';
import type { RoutePath } from './routes';
import type { PlatformSlots } from './slots';

/** An anime list item (docs/entities.md#selection); a card click publishes one as the selected anime. */
export interface AnimeListItem {
  title: string;
  watchersCount: number;
  seasonYear: string | number;
  image: { facebookOgImageUrl: string };
}

/** The selected anime: a list item, plus its catalogue id once known (a works card, its detail's answer). */
export interface SelectedAnime extends AnimeListItem {
  id?: number;
}

/** The selected character (docs/entities.md#characters), plus the anime it was opened from (for the chat persona). */
export interface SelectedCharacter {
  /** What its comments, favorites and chat persona are filed under. */
  id: CharacterId;
  name: string;
  image: string;
  voiceActors: string;
  voiceActorsImage: string;
  animeTitle?: string;
}

export interface SelectionState {
  selectedAnime: SelectedAnime | null;
  selectedCharacter: SelectedCharacter | null;
}

/** Cross-remote events only. Remotes keep their own view state locally. */
export interface EventBus {
  readonly selectedAnime$: Observable<SelectedAnime | null>;
  readonly selectedCharacter$: Observable<SelectedCharacter | null>;
  selectAnime(anime: SelectedAnime | null): void;
  selectCharacter(character: SelectedCharacter | null): void;
  snapshot(): SelectionState;
}

/** The signed-in user as remotes see it: never the email (the app shows only the photo). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  photoURL: string | null;
  /**
   * True when the user's verified Firebase ID token carries the custom claim `moderator: true` (the
   * shell reads the token's claims at sign-in and whenever the token is refreshed, so a granted or
   * revoked claim shows within the token's hour). It only shapes the UI: the server decides from the
   * token itself. Absent in a shell older than 2.3.1, and for anyone else.
   */
  moderator?: boolean;
}

/** `loading` until the identity provider's first callback. */
export type AuthState =
  | {
      status: 'loading';
      user: null;
      /**
       * No user was signed in on this browser last time: pages may show the guest view at once instead
       * of waiting for the provider, whose first callback still decides.
       */
      likelyGuest?: boolean;
    }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: AuthUser };

export interface PlatformAuth {
  readonly state$: Observable<AuthState>;
  snapshot(): AuthState;
  /** A fresh Firebase ID token for `Authorization: Bearer`, or null for a guest. */
  getIdToken(): Promise<string | null>;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
}

export type Theme = 'light' | 'dark';

export interface PlatformTheme {
  readonly theme$: Observable<Theme>;
  snapshot(): Theme;
  toggle(): void;
}

/** `GET /api/config`: public runtime settings, no secrets. */
export interface RuntimeConfig {
  /** Origin + path prefix of the backend API, e.g. `http://127.0.0.1:8080/api`. */
  apiBaseUrl: string;
  /** The catalogue gateway, e.g. `http://127.0.0.1:8080/graphql`. */
  graphqlUrl: string;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    appId: string;
    /** `127.0.0.1:9099` when the Auth emulator is in use, else null. */
    emulatorHost: string | null;
  };
  catalog: { source: 'embedded' | 'live' | 'auto' };
  chat: { mode: 'offline' | 'model' };
  /** `preload`: the shell's boot script fetches the opened route's remote and first data ahead (STARTUP_PRELOAD). */
  startup: { preload: boolean };
}

export interface PlatformNavigation {
  /** Navigate inside the shell's router to one of the app's routes (routes.ts). */
  navigate(path: RoutePath): void;
  /** One step back in the app's history; to `fallback` when the page was opened directly (nothing behind it). */
  back(fallback: RoutePath): void;
  /**
   * Names what the page on screen shows (a work, a character) in the document title, before the route's
   * title (`呪術廻戦 | アニメ詳細 | AniFan`); null takes the name away. Absent in a shell older than it.
   */
  setPageName?(name: string | null): void;
}

/** The backend API as its endpoints declare it (endpoints.ts), under `config.apiBaseUrl`. */
export interface ApiClient {
  /** Calls an endpoint; attaches the ID token when signed in; throws `ApiError`. */
  call<N extends CallableEndpointName>(
    name: N,
    ...options: OptionalWhenEmpty<CallOptions<N>>
  ): Promise<AnswerOf<N>>;
  /** An endpoint's absolute URL, e.g. for an `EventSource`. */
  url<N extends EndpointName>(name: N, ...target: OptionalWhenEmpty<Target<N>>): string;
  /** Starts a call whose answer streams (Server-Sent Events over POST): the response as it arrives, whatever its status. */
  stream<N extends EndpointName>(name: N, ...options: OptionalWhenEmpty<CallOptions<N>>): Promise<Response>;
}

export interface Platform {
  bus: EventBus;
  auth: PlatformAuth;
  theme: PlatformTheme;
  config: RuntimeConfig;
  navigation: PlatformNavigation;
  /**
   * The shell's client, which knows the endpoints of the contract version the shell was built with: a
   * remote calls through `apiFor(platform)`, which falls back to a client of its own under an older shell.
   */
  api: ApiClient;
  /** The contract version the shell was built with (absent in a shell older than 2.1.0). */
  contractVersion?: string;
  /** Content another remote owns, mounted by the shell (slots.ts); absent in a shell older than 2.3.1. */
  slots?: PlatformSlots;
}

/** Props of every component a remote exposes (the contract major it was built against is in its manifest). */
export interface RemotePageProps {
  platform: Platform;
}
