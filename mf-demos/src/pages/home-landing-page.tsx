// `/`: the home landing (docs/screens.md#home-landing): hero, the five bubbles, then about, how-to and history.
import type { MouseEvent } from 'react';
import { ROUTES, type RemotePageProps, type RoutePath } from '@anifan/contract';
import { AnifanLogo } from '../features/landing/components/anifan-logo';
import { BubbleField } from '../features/landing/components/bubble-field';
import styles from '../features/landing/components/landing.module.css';

export default function HomeLandingPage({ platform }: RemotePageProps) {
  const goTo = (path: RoutePath) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    platform.navigation.navigate(path);
  };
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <AnifanLogo />
        <h1 className={styles.title}>AniFan</h1>
        <p className={styles.tagline}>好きなアニメと、もっと近くに。</p>
        <a className={styles.cta} href={`#${ROUTES.animeHome}`} onClick={goTo(ROUTES.animeHome)}>
          アニメを探す
        </a>
      </div>

      <BubbleField />

      <section className={styles.section} aria-labelledby="landing-about">
        <h2 id="landing-about">AniFan について</h2>
        <p>
          AniFan
          は、アニメを探して、キャラクターを知って、ファン同士で語り合うための日本語のウェブアプリです。
          今期・来期に放送される作品や話題の作品を一覧し、作品ごとのキャラクターと声優を調べられます。
          お気に入りのキャラクターにはコメントを残したり、キャラクターになりきった相手とチャットしたりできます。
        </p>
        <div className={styles.credits}>
          <h3>データの出典</h3>
          <ul>
            <li>
              作品データ: <a href="https://github.com/bangumi-data/bangumi-data">bangumi-data</a> (CC BY 4.0)
            </li>
            <li>
              表紙画像データ: <a href="https://github.com/bangumi-data/bgmd">bgmd</a>
            </li>
            <li>
              オンライン接続時: <a href="https://anilist.co/">AniList</a> と{' '}
              <a href="https://annict.com/">Annict</a> の API
            </li>
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="landing-howto">
        <h2 id="landing-howto">使い方</h2>
        <ol className={styles.steps}>
          <li>
            <strong>探す</strong>:{' '}
            <a href={`#${ROUTES.animeHome}`} onClick={goTo(ROUTES.animeHome)}>
              アニメホーム
            </a>
            の検索ボックスに作品名や「2年前 春」などを入れ、Enter か検索ボタンで検索します。
          </li>
          <li>
            <strong>タブで切り替える</strong>:
            「今期のアニメ」「来期のアニメ」「N期のアニメ」「アニメ作品」「キャラクター」の 5
            つのタブで一覧を切り替えます。
          </li>
          <li>
            <strong>キャラクターを知る</strong>:
            作品カードを選ぶとキャラクターと声優（CV）の一覧が、キャラクターを選ぶとその詳細ページが開きます。
          </li>
          <li>
            <strong>お気に入り</strong>: キャラクターページの「お気に入り追加」で登録し、
            <a href={`#${ROUTES.favorites}`} onClick={goTo(ROUTES.favorites)}>
              お気に入り
            </a>
            から見返せます。
          </li>
          <li>
            <strong>コメント</strong>:
            キャラクターページの下の入力欄からコメントできます。サインインすると保存され、ゲストのときはこのブラウザのタブの中だけに残ります。
          </li>
          <li>
            <strong>チャット</strong>:{' '}
            <a href={`#${ROUTES.characterChat}`} onClick={goTo(ROUTES.characterChat)}>
              キャラクターチャット
            </a>
            で、キャラクターに話しかけてみましょう。
          </li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="landing-history">
        <h2 id="landing-history">これまでの歩み</h2>
        <ol className={styles.timeline}>
          <li>
            <h3>はじまり</h3>
            <p>今期のアニメとキャラクターを手早く調べるための、小さな個人アプリとして生まれました。</p>
          </li>
          <li>
            <h3>画面ごとに独立</h3>
            <p>
              作品・キャラクター・チャット・デモの画面を独立した部品に分け、シェルが実行時に組み立てる構成にしました。部品ごとに開発・公開できます。
            </p>
          </li>
          <li>
            <h3>いま</h3>
            <p>
              作品データを内蔵してオフラインでも動くようになり、コメントの保存、キャラクターチャット、Excel を
              Markdown に変換する MarkItDown などの機能が加わりました。
            </p>
          </li>
        </ol>
      </section>
    </div>
  );
}
