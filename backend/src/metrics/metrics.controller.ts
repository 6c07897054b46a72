// GET /metrics: every metric of this instance in the Prometheus text format, for a scraper.
import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { MetricsService } from './metrics.service';

@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() reply: FastifyReply): Promise<void> {
    const { contentType, body } = await this.metrics.scrape();
    // The exposition format's media type, parameters included, exactly as prom-client gives it.
    await reply.type(contentType).send(body);
  }
}
