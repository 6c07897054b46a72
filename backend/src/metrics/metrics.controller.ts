// GET /metrics: every metric of this instance in the Prometheus text format, for a scraper holding
// METRICS_TOKEN (MetricsTokenGuard).
import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { MetricsTokenGuard } from './metrics-token.guard';
import { MetricsService } from './metrics.service';

@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get('metrics')
  @UseGuards(MetricsTokenGuard)
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() reply: FastifyReply): Promise<void> {
    const { contentType, body } = await this.metrics.scrape();
    // The exposition format's media type, parameters included, exactly as prom-client gives it.
    await reply.type(contentType).send(body);
  }
}
