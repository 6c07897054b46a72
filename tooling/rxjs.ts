// The module shared as `rxjs`: the pieces our code and Apollo Client use. A shared module cannot be
// tree-shaken, and the whole package (every operator, scheduler and ajax/fetch helper) weighs ~15 KB
// gzip on every first load; this set is about half. It imports rxjs's internal paths: an import of
// `rxjs` itself would be the shared module consuming itself. An import of anything else, from our code
// or a dependency, fails the build (tooling/webpack.ts).
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { firstValueFrom } from 'rxjs/internal/firstValueFrom';
export { lastValueFrom } from 'rxjs/internal/lastValueFrom';
export { Observable } from 'rxjs/internal/Observable';
export { concat } from 'rxjs/internal/observable/concat';
export { EMPTY } from 'rxjs/internal/observable/empty';
export { from } from 'rxjs/internal/observable/from';
export { fromEvent } from 'rxjs/internal/observable/fromEvent';
export { of } from 'rxjs/internal/observable/of';
export { throwError } from 'rxjs/internal/observable/throwError';
export { timer } from 'rxjs/internal/observable/timer';
export { catchError } from 'rxjs/internal/operators/catchError';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';
export { filter } from 'rxjs/internal/operators/filter';
export { finalize } from 'rxjs/internal/operators/finalize';
export { map } from 'rxjs/internal/operators/map';
export { materialize } from 'rxjs/internal/operators/materialize';
export { mergeMap } from 'rxjs/internal/operators/mergeMap';
export { observeOn } from 'rxjs/internal/operators/observeOn';
export { share } from 'rxjs/internal/operators/share';
export { shareReplay } from 'rxjs/internal/operators/shareReplay';
export { tap } from 'rxjs/internal/operators/tap';
export { ReplaySubject } from 'rxjs/internal/ReplaySubject';
export { asapScheduler } from 'rxjs/internal/scheduler/asap';
export { Subject } from 'rxjs/internal/Subject';
export { Subscription } from 'rxjs/internal/Subscription';
