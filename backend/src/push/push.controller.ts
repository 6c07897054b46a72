// HTTP routes of Web Push: the contract's pushKey (the VAPID public key browsers subscribe with),
// putPushSubscription and deletePushSubscription.
import { Body, Controller, Header, HttpCode, Query, UseGuards } from '@nestjs/common';
import type { PushKey, PushSubscriptionQuery, PushSubscriptionRequest } from '@anifan/contract';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, bodyPipe, queryPipe } from '../http';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeys } from './vapid-keys';

@Controller()
export class PushController {
  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly keys: VapidKeys,
  ) {}

  /** The same for everyone and for as long as the key pair lives; revalidated hourly. */
  @ApiEndpoint('pushKey')
  @Header('Cache-Control', 'public, max-age=3600')
  async key(): Promise<PushKey> {
    return { publicKey: (await this.keys.get()).publicKey };
  }

  /** 201 whether the subscription is new or renewed: the outcome is the same. */
  @ApiEndpoint('putPushSubscription')
  @UseGuards(FirebaseAuthGuard)
  @HttpCode(201)
  subscribe(
    @Body(bodyPipe('putPushSubscription')) body: PushSubscriptionRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    return this.subscriptions.subscribe(user.uid, body);
  }

  /** 204 whether or not the caller had that subscription. */
  @ApiEndpoint('deletePushSubscription')
  @UseGuards(FirebaseAuthGuard)
  @HttpCode(204)
  unsubscribe(
    @Query(queryPipe('deletePushSubscription')) query: PushSubscriptionQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    return this.subscriptions.unsubscribe(user.uid, query.endpoint);
  }
}
