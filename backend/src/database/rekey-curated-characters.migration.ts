// Re-keys comments and favorites stored under the curated characters' former synthetic ids
// (800,000,000 + a hash) to their canonical ids: AniList's, or the negative curated key.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COMMENTS_TABLE } from '../comments';
import { FAVORITES_TABLE } from '../favorites';

/**
 * Former id → canonical id, with the curated title/native name it belongs to. Frozen: a migration
 * must mean the same thing forever, so this is a literal table, not computed from today's data.
 */
export const CURATED_CHARACTER_REKEYS: ReadonlyArray<readonly [from: string, to: string, label: string]> = [
  ['865889591', '127212', '呪術廻戦/虎杖悠仁'],
  ['812556936', '126635', '呪術廻戦/伏黒恵'],
  ['841298357', '133700', '呪術廻戦/釘崎野薔薇'],
  ['848652664', '127691', '呪術廻戦/五条悟'],
  ['813680442', '133701', '呪術廻戦/両面宿儺'],
  ['823392339', '176754', '葬送のフリーレン/フリーレン'],
  ['889126951', '183965', '葬送のフリーレン/フェルン'],
  ['870499200', '184313', '葬送のフリーレン/シュタルク'],
  ['877760594', '184311', '葬送のフリーレン/ヒンメル'],
  ['802246079', '138101', 'SPY×FAMILY/ロイド・フォージャー'],
  ['858061621', '138100', 'SPY×FAMILY/アーニャ・フォージャー'],
  ['812698722', '138102', 'SPY×FAMILY/ヨル・フォージャー'],
  ['895174663', '169679', 'SPY×FAMILY/ボンド・フォージャー'],
  ['898564122', '172759', '【推しの子】/アイ'],
  ['841784260', '183885', '【推しの子】/星野アクア'],
  ['818250357', '183884', '【推しの子】/星野ルビー'],
  ['834320116', '188783', '【推しの子】/有馬かな'],
  ['814901685', '203384', '【推しの子】/黒川あかね'],
  ['829065288', '126071', '鬼滅の刃/竈門炭治郎'],
  ['883854300', '127518', '鬼滅の刃/竈門禰豆子'],
  ['883677174', '129131', '鬼滅の刃/我妻善逸'],
  ['819011519', '129130', '鬼滅の刃/嘴平伊之助'],
  ['812073469', '130050', '鬼滅の刃/冨岡義勇'],
  ['832892428', '40882', '進撃の巨人/エレン・イェーガー'],
  ['810201814', '40881', '進撃の巨人/ミカサ・アッカーマン'],
  ['830896459', '46494', '進撃の巨人/アルミン・アルレルト'],
  ['843954396', '45627', '進撃の巨人/リヴァイ'],
  ['873775776', '257562', 'ぼっち・ざ・ろっく！/後藤ひとり'],
  ['820855977', '261674', 'ぼっち・ざ・ろっく！/伊地知虹夏'],
  ['840267204', '264529', 'ぼっち・ざ・ろっく！/山田リョウ'],
  ['858177286', '266041', 'ぼっち・ざ・ろっく！/喜多郁代'],
  ['837381741', '126824', '薬屋のひとりごと/猫猫'],
  ['837141194', '-1324141195', '薬屋のひとりごと/壬氏'],
  ['814100773', '130102', 'チェンソーマン/デンジ'],
  ['852338783', '137079', 'チェンソーマン/パワー'],
  ['816802174', '137080', 'チェンソーマン/マキマ'],
  ['875251186', '137081', 'チェンソーマン/早川アキ'],
  ['828878256', '-1612878257', 'ダンジョン飯/ライオス'],
  ['810948569', '-1990948570', 'ダンジョン飯/マルシル'],
  ['824785830', '-1540302184', 'ダンジョン飯/チルチャック'],
  ['884861095', '-1501377449', 'ダンジョン飯/センシ'],
  ['897514765', '40', 'ONE PIECE/モンキー・D・ルフィ'],
  ['850495836', '62', 'ONE PIECE/ロロノア・ゾロ'],
  ['828620049', '723', 'ONE PIECE/ナミ'],
  ['815580785', '724', 'ONE PIECE/ウソップ'],
  ['800435090', '305', 'ONE PIECE/サンジ'],
  ['867839738', '-296356092', '名探偵コナン/江戸川コナン'],
  ['814819623', '-639335977', '名探偵コナン/工藤新一'],
  ['879012253', '-673012254', '名探偵コナン/灰原哀'],
  ['859427182', '64769', 'ハイキュー!!/日向翔陽'],
  ['863327530', '64771', 'ハイキュー!!/影山飛雄'],
  ['897865000', '-326381354', 'ハイキュー!!/月島蛍'],
  ['880617076', '67327', 'ハイキュー!!/西谷夕'],
  ['890714993', '-1773714994', 'ハイキュー!!/及川徹'],
  ['839256306', '89028', '僕のヒーローアカデミア/緑谷出久'],
  ['894959165', '88892', '僕のヒーローアカデミア/爆豪勝己'],
  ['890838569', '89220', '僕のヒーローアカデミア/轟焦凍'],
  ['892542533', '89221', '僕のヒーローアカデミア/麗日お茶子'],
  ['825367064', '89224', '僕のヒーローアカデミア/オールマイト'],
  ['818244073', '73935', 'ワンパンマン/サイタマ'],
  ['830300637', '73979', 'ワンパンマン/ジェノス'],
  ['840839273', '145342', '東京リベンジャーズ/花垣武道'],
  ['884327462', '145341', '東京リベンジャーズ/佐野万次郎'],
  ['874450172', '145345', '東京リベンジャーズ/龍宮寺堅'],
  ['834782628', '672', '銀魂/坂田銀時'],
  ['841075189', '673', '銀魂/志村新八'],
  ['879758941', '674', '銀魂/神楽'],
  ['862274710', '2650', '銀魂/土方十四郎'],
  ['877307236', '2282', '銀魂/沖田総悟'],
  ['864209738', '17', 'NARUTO -ナルト-/うずまきナルト'],
  ['815549019', '13', 'NARUTO -ナルト-/うちはサスケ'],
  ['898056678', '145', 'NARUTO -ナルト-/春野サクラ'],
  ['872818680', '85', 'NARUTO -ナルト-/はたけカカシ'],
  ['895913989', '36765', 'ソードアート・オンライン/桐ヶ谷和人'],
  ['876283189', '36828', 'ソードアート・オンライン/結城明日奈'],
  ['873711986', '90169', 'ヴァイオレット・エヴァーガーデン/ヴァイオレット・エヴァーガーデン'],
  ['867216764', '124790', 'ヴァイオレット・エヴァーガーデン/ギルベルト・ブーゲンビリア'],
  ['888394858', '11', '鋼の錬金術師 FULLMETAL ALCHEMIST/エドワード・エルリック'],
  ['808014746', '12', '鋼の錬金術師 FULLMETAL ALCHEMIST/アルフォンス・エルリック'],
  ['835832908', '68', '鋼の錬金術師 FULLMETAL ALCHEMIST/ロイ・マスタング'],
  ['860083994', '35252', 'Steins;Gate/岡部倫太郎'],
  ['888062937', '34470', 'Steins;Gate/牧瀬紅莉栖'],
  ['821124185', '-2001124186', 'Steins;Gate/椎名まゆり'],
  ['859110074', '80', 'DEATH NOTE/夜神月'],
  ['807712764', '71', 'DEATH NOTE/L'],
  ['870956463', '30', 'HUNTER×HUNTER(2011)/ゴン＝フリークス'],
  ['820099316', '27', 'HUNTER×HUNTER(2011)/キルア＝ゾルディック'],
  ['829826560', '417', 'コードギアス 反逆のルルーシュ/ルルーシュ・ランペルージ'],
  ['890029326', '-1407545680', 'コードギアス 反逆のルルーシュ/枢木スザク'],
  ['878688940', '1111', 'コードギアス 反逆のルルーシュ/C.C.'],
  ['869449566', '89', '新世紀エヴァンゲリオン/碇シンジ'],
  ['832764963', '86', '新世紀エヴァンゲリオン/綾波レイ'],
  ['878341897', '94', '新世紀エヴァンゲリオン/惣流・アスカ・ラングレー'],
  ['854319069', '-54319070', '涼宮ハルヒの憂鬱/涼宮ハルヒ'],
  ['896319446', '-918835800', '涼宮ハルヒの憂鬱/キョン'],
  ['806015355', '-1887015356', '涼宮ハルヒの憂鬱/長門有希'],
  ['854513673', '120649', 'かぐや様は告らせたい～天才たちの恋愛頭脳戦～/四宮かぐや'],
  ['871878013', '121101', 'かぐや様は告らせたい～天才たちの恋愛頭脳戦～/白銀御行'],
  ['890619986', '-1309136340', 'ゆるキャン△/各務原なでしこ'],
  ['851750006', '-874266360', 'ゆるキャン△/志摩リン'],
];

export class RekeyCuratedCharacters1795292150812 implements MigrationInterface {
  name = 'RekeyCuratedCharacters1795292150812';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rekey(
      queryRunner,
      CURATED_CHARACTER_REKEYS.map(([from, to]) => [from, to] as const),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rekey(
      queryRunner,
      CURATED_CHARACTER_REKEYS.map(([from, to]) => [to, from] as const),
    );
  }
}

async function rekey(
  queryRunner: QueryRunner,
  pairs: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  const param: (index: number) => string =
    queryRunner.connection.options.type === 'postgres' ? (i) => `$${i}` : () => '?';
  // One scan per table finds the few keys actually stored; only those are rewritten.
  const stored = async (table: string): Promise<Set<string>> => {
    const list = pairs.map((_, i) => param(i + 1)).join(', ');
    const rows = (await queryRunner.query(
      `SELECT DISTINCT character_id FROM ${table} WHERE character_id IN (${list})`,
      pairs.map(([from]) => from),
    )) as Array<{ character_id: string }>;
    return new Set(rows.map((row) => row.character_id));
  };
  const inComments = await stored(COMMENTS_TABLE);
  const inFavorites = await stored(FAVORITES_TABLE);
  for (const [from, to] of pairs) {
    if (inComments.has(from)) {
      await queryRunner.query(
        `UPDATE ${COMMENTS_TABLE} SET character_id = ${param(1)} WHERE character_id = ${param(2)}`,
        [to, from],
      );
    }
    if (!inFavorites.has(from)) continue;
    // A fan who favorited the character under both ids keeps one favorite (one row per user and
    // character), dated from the first time they added it.
    await queryRunner.query(
      `UPDATE ${FAVORITES_TABLE} SET created_at = (
         SELECT earlier.created_at FROM ${FAVORITES_TABLE} earlier
         WHERE earlier.uid = ${FAVORITES_TABLE}.uid AND earlier.character_id = ${param(1)})
       WHERE character_id = ${param(2)} AND EXISTS (
         SELECT 1 FROM ${FAVORITES_TABLE} earlier
         WHERE earlier.uid = ${FAVORITES_TABLE}.uid AND earlier.character_id = ${param(3)}
           AND earlier.created_at < ${FAVORITES_TABLE}.created_at)`,
      [from, to, from],
    );
    await queryRunner.query(
      `DELETE FROM ${FAVORITES_TABLE} WHERE character_id = ${param(1)} AND EXISTS (
         SELECT 1 FROM ${FAVORITES_TABLE} kept
         WHERE kept.uid = ${FAVORITES_TABLE}.uid AND kept.character_id = ${param(2)})`,
      [from, to],
    );
    await queryRunner.query(
      `UPDATE ${FAVORITES_TABLE} SET character_id = ${param(1)} WHERE character_id = ${param(2)}`,
      [to, from],
    );
  }
}
