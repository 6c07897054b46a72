// Embedded executions run one per event-loop turn, so requests that arrived meanwhile (a /healthz, a
// kept answer) are answered between two of them: the budget bounds one execution, this bounds the
// wait behind several. Ten clients sending 50 ms queries held /healthz for ~1 s when each request ran
// as soon as its body arrived, all in one turn of the loop (issue #32).
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-options';

@Injectable()
export class ExecutionQueue {
  private readonly pending: Array<() => void> = [];
  private draining = false;

  constructor(
    @Inject(CATALOG_OPTIONS) private readonly options: Pick<CatalogOptions, 'maxQueuedExecutions'>,
  ) {}

  /**
   * Runs `task` in a later turn of the event loop, after the tasks queued before it. With the queue
   * full, refuses at once (503, Retry-After): the instance is busy, and waiting longer helps no one.
   */
  run<T>(task: () => T): Promise<T> {
    if (this.pending.length >= this.options.maxQueuedExecutions) {
      return Promise.reject(
        new AppError('service/unavailable', 'The catalogue is busy; try again in a moment', {
          'Retry-After': '1',
        }),
      );
    }
    return new Promise<T>((resolve, reject) => {
      this.pending.push(() => {
        try {
          resolve(task());
        } catch (error) {
          reject(error);
        }
      });
      if (!this.draining) {
        this.draining = true;
        setImmediate(this.drain);
      }
    });
  }

  private readonly drain = (): void => {
    this.pending.shift()?.();
    if (this.pending.length > 0) setImmediate(this.drain);
    else this.draining = false;
  };
}
