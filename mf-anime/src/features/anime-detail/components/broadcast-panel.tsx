// The anime detail's 放送・配信 panel: format, episodes, period (a film's release), status, weekly slot,
// official site, where to watch in Japan, then synopsis, genres and score. Each row only when the
// source knows it.
import type { ReactNode } from 'react';
import { asOfLabel, hasBroadcastInfo, type BroadcastInfo } from '../lib/broadcast-info';
import styles from './anime-detail.module.css';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
      {children}
      <span className={styles.visuallyHidden}>（新しいタブで開きます）</span>
    </a>
  );
}

interface BroadcastPanelProps {
  info: BroadcastInfo;
  /**
   * When the offline snapshot's data was published, for an answer from it: a status that can still
   * change is only known as of then (docs/rules.md#the-offline-catalogues-horizon).
   */
  snapshotPublishedAt?: string | null;
}

export function BroadcastPanel({ info, snapshotPublishedAt = null }: BroadcastPanelProps) {
  if (!hasBroadcastInfo(info)) return null;
  const asOf = snapshotPublishedAt !== null && info.statusMayChange ? asOfLabel(snapshotPublishedAt) : null;
  return (
    <section className={styles.broadcast} aria-labelledby="broadcast-heading">
      <h2 id="broadcast-heading" className={styles.heading}>
        放送・配信
      </h2>
      <dl className={styles.facts}>
        {info.format && <Row term="形式">{info.format}</Row>}
        {info.episodes && <Row term="話数">{info.episodes}</Row>}
        {info.period && <Row term="放送期間">{info.period}</Row>}
        {info.release && <Row term="公開">{info.release}</Row>}
        {info.status && <Row term="状態">{asOf ? `${info.status}（${asOf}）` : info.status}</Row>}
        {info.weeklySlot && <Row term="放送枠">{info.weeklySlot}</Row>}
        {info.nextEpisode && <Row term="次回放送">{info.nextEpisode}</Row>}
        {info.score && <Row term="平均スコア">{info.score}</Row>}
        {info.officialSite && (
          <Row term="公式サイト">
            <ExternalLink href={info.officialSite}>公式サイト</ExternalLink>
          </Row>
        )}
        {info.watch.length > 0 && (
          <Row term="配信サービス">
            <ul className={styles.inlineList} aria-label="配信サービス">
              {info.watch.map((link) => (
                <li key={link.site}>
                  <ExternalLink href={link.url}>{link.site}</ExternalLink>
                </li>
              ))}
            </ul>
          </Row>
        )}
        {info.genres.length > 0 && (
          <Row term="ジャンル">
            <ul className={styles.inlineList} aria-label="ジャンル">
              {info.genres.map((genre) => (
                <li key={genre} className={styles.chip}>
                  {genre}
                </li>
              ))}
            </ul>
          </Row>
        )}
      </dl>
      {info.description && (
        <>
          <h3 className={styles.subheading}>あらすじ</h3>
          <p className={styles.description}>{info.description}</p>
        </>
      )}
    </section>
  );
}
