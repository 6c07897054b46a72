// GET /metrics: every metric of this instance in the Prometheus text format, for a scraper.
import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { MetricsService } from './metrics.service';

@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() response: Response): Promise<void> {
    const { contentType, body } = await this.metrics.scrape();
    // Set verbatim: Express's send() would rewrite the parameters of the exposition format's media type.
    response.setHeader('Content-Type', contentType);
    response.end(body);
  }
}
