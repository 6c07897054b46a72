// HTTP routes of the calendar feed (docs/api.md): GET and DELETE /api/calendar for the signed-in owner
// (the address, made on first ask; revoking it), and GET /api/calendar/:token/feed.ics, public, the
// token being the credential.
import { Controller, Header, HttpCode, Param, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { CalendarFeed } from '@anifan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, CachedAnswers, COMPRESSES_ITSELF, paramPipe } from '../http';
import { CALENDAR_MAX_AGE_SECONDS, CalendarService } from './calendar.service';

/** The origin the request was sent to (behind TRUST_PROXY, the one the client used). */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

@Controller()
export class CalendarController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly answers: CachedAnswers,
  ) {}

  /** The address is a secret: no cache keeps it. */
  @ApiEndpoint('getCalendarFeed')
  @UseGuards(FirebaseAuthGuard)
  @Header('Cache-Control', 'private, no-store')
  @Header('Vary', 'Authorization')
  address(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<CalendarFeed> {
    return this.calendar.feedAddress(user.uid, originOf(request));
  }

  /** 204 whether or not there was an address: the outcome is the same. */
  @ApiEndpoint('deleteCalendarFeed')
  @UseGuards(FirebaseAuthGuard)
  @HttpCode(204)
  revoke(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.calendar.revoke(user.uid);
  }

  /**
   * The owner's upcoming broadcasts. Private (only its owner's calendar app should keep it), briefly
   * fresh, and revalidated with its ETag; compressed by CachedAnswers.
   */
  @ApiEndpoint('calendarFeed')
  @RouteConfig(COMPRESSES_ITSELF)
  async feed(
    @Param('token', paramPipe('calendarFeed', 'token')) token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { body, etag } = await this.calendar.feed(token, originOf(request));
    reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', `private, max-age=${CALENDAR_MAX_AGE_SECONDS}`)
      .header('Content-Disposition', 'inline; filename="anifan.ics"');
    this.answers.send(request, reply, body, etag);
  }
}
