// Curated, hand-checked main characters of well-known titles with their Japanese voice actors.
// Names follow AniList's style (romaji "Given Family", native as credited). A character whose voice
// actor was not certain was left out rather than guessed. Order within a title is prominence, and
// the order of titles and characters stands in for AniList's favourites count.
//
// The last argument is the character's AniList id, so that the embedded catalogue and live AniList
// give one character one id (comments and favorites are filed under it). Each was looked up in
// public AniList data (anilist.co/character/<id> links, AniList API answers and CDN image names,
// which carry the id) naming that character; null where no source confirmed one, never a guess.

export interface CuratedPerson {
  full: string;
  native: string;
}

export interface CuratedCharacter {
  name: CuratedPerson;
  role: 'MAIN' | 'SUPPORTING';
  voiceActor: CuratedPerson;
  /** AniList's character id, or null when it is not known (the catalogue then keys it itself). */
  anilistId: number | null;
}

export interface CuratedTitle {
  /** The snapshot work's native title (bangumi-data `title`), exactly. */
  title: string;
  /** Hiragana reading: bangumi-data has none, and people type titles in kana. */
  reading: string;
  characters: CuratedCharacter[];
}

const c = (
  full: string,
  native: string,
  role: CuratedCharacter['role'],
  vaFull: string,
  vaNative: string,
  anilistId: number | null,
): CuratedCharacter => ({
  name: { full, native },
  role,
  voiceActor: { full: vaFull, native: vaNative },
  anilistId,
});

export const CURATED_TITLES: readonly CuratedTitle[] = [
  {
    title: '呪術廻戦',
    reading: 'じゅじゅつかいせん',
    characters: [
      c('Yuuji Itadori', '虎杖悠仁', 'MAIN', 'Junya Enoki', '榎木淳弥', 127212),
      c('Megumi Fushiguro', '伏黒恵', 'MAIN', 'Yuuma Uchida', '内田雄馬', 126635),
      c('Nobara Kugisaki', '釘崎野薔薇', 'MAIN', 'Asami Seto', '瀬戸麻沙美', 133700),
      c('Satoru Gojou', '五条悟', 'SUPPORTING', 'Yuuichi Nakamura', '中村悠一', 127691),
      c('Sukuna Ryoumen', '両面宿儺', 'SUPPORTING', 'Junichi Suwabe', '諏訪部順一', 133701),
    ],
  },
  {
    title: '葬送のフリーレン',
    reading: 'そうそうのふりーれん',
    characters: [
      c('Frieren', 'フリーレン', 'MAIN', 'Atsumi Tanezaki', '種﨑敦美', 176754),
      c('Fern', 'フェルン', 'MAIN', 'Kana Ichinose', '市ノ瀬加那', 183965),
      c('Stark', 'シュタルク', 'MAIN', 'Chiaki Kobayashi', '小林千晃', 184313),
      c('Himmel', 'ヒンメル', 'SUPPORTING', 'Nobuhiko Okamoto', '岡本信彦', 184311),
    ],
  },
  {
    title: 'SPY×FAMILY',
    reading: 'すぱいふぁみりー',
    characters: [
      c('Loid Forger', 'ロイド・フォージャー', 'MAIN', 'Takuya Eguchi', '江口拓也', 138101),
      c('Anya Forger', 'アーニャ・フォージャー', 'MAIN', 'Atsumi Tanezaki', '種﨑敦美', 138100),
      c('Yor Forger', 'ヨル・フォージャー', 'MAIN', 'Saori Hayami', '早見沙織', 138102),
      c('Bond Forger', 'ボンド・フォージャー', 'SUPPORTING', 'Kenichirou Matsuda', '松田健一郎', 169679),
    ],
  },
  {
    title: '【推しの子】',
    reading: 'おしのこ',
    characters: [
      c('Ai Hoshino', 'アイ', 'MAIN', 'Rie Takahashi', '高橋李依', 172759),
      c('Aquamarine Hoshino', '星野アクア', 'MAIN', 'Takeo Ootsuka', '大塚剛央', 183885),
      c('Ruby Hoshino', '星野ルビー', 'MAIN', 'Yurie Igoma', '伊駒ゆりえ', 183884),
      c('Kana Arima', '有馬かな', 'MAIN', 'Megumi Han', '潘めぐみ', 188783),
      c('Akane Kurokawa', '黒川あかね', 'SUPPORTING', 'Manaka Iwami', '石見舞菜香', 203384),
    ],
  },
  {
    title: '鬼滅の刃',
    reading: 'きめつのやいば',
    characters: [
      c('Tanjirou Kamado', '竈門炭治郎', 'MAIN', 'Natsuki Hanae', '花江夏樹', 126071),
      c('Nezuko Kamado', '竈門禰豆子', 'MAIN', 'Akari Kitou', '鬼頭明里', 127518),
      c('Zenitsu Agatsuma', '我妻善逸', 'MAIN', 'Hiro Shimono', '下野紘', 129131),
      c('Inosuke Hashibira', '嘴平伊之助', 'MAIN', 'Yoshitsugu Matsuoka', '松岡禎丞', 129130),
      c('Giyuu Tomioka', '冨岡義勇', 'SUPPORTING', 'Takahiro Sakurai', '櫻井孝宏', 130050),
    ],
  },
  {
    title: '進撃の巨人',
    reading: 'しんげきのきょじん',
    characters: [
      c('Eren Yeager', 'エレン・イェーガー', 'MAIN', 'Yuuki Kaji', '梶裕貴', 40882),
      c('Mikasa Ackerman', 'ミカサ・アッカーマン', 'MAIN', 'Yui Ishikawa', '石川由依', 40881),
      c('Armin Arlert', 'アルミン・アルレルト', 'MAIN', 'Marina Inoue', '井上麻里奈', 46494),
      c('Levi', 'リヴァイ', 'SUPPORTING', 'Hiroshi Kamiya', '神谷浩史', 45627),
    ],
  },
  {
    title: 'ぼっち・ざ・ろっく！',
    reading: 'ぼっちざろっく',
    characters: [
      c('Hitori Gotou', '後藤ひとり', 'MAIN', 'Yoshino Aoyama', '青山吉能', 257562),
      c('Nijika Ijichi', '伊地知虹夏', 'MAIN', 'Sayumi Suzushiro', '鈴代紗弓', 261674),
      c('Ryou Yamada', '山田リョウ', 'MAIN', 'Saku Mizuno', '水野朔', 264529),
      c('Ikuyo Kita', '喜多郁代', 'MAIN', 'Ikumi Hasegawa', '長谷川育美', 266041),
    ],
  },
  {
    title: '薬屋のひとりごと',
    reading: 'くすりやのひとりごと',
    characters: [
      c('Maomao', '猫猫', 'MAIN', 'Aoi Yuuki', '悠木碧', 126824),
      c('Jinshi', '壬氏', 'MAIN', 'Takeo Ootsuka', '大塚剛央', null),
    ],
  },
  {
    title: 'チェンソーマン',
    reading: 'ちぇんそーまん',
    characters: [
      c('Denji', 'デンジ', 'MAIN', 'Kikunosuke Toya', '戸谷菊之介', 130102),
      c('Power', 'パワー', 'MAIN', 'Fairouz Ai', 'ファイルーズあい', 137079),
      c('Makima', 'マキマ', 'MAIN', 'Tomori Kusunoki', '楠木ともり', 137080),
      c('Aki Hayakawa', '早川アキ', 'MAIN', 'Shougo Sakata', '坂田将吾', 137081),
    ],
  },
  {
    title: 'ダンジョン飯',
    reading: 'だんじょんめし',
    characters: [
      c('Laios Touden', 'ライオス', 'MAIN', 'Kentarou Kumagai', '熊谷健太郎', null),
      c('Marcille Donato', 'マルシル', 'MAIN', 'Sayaka Senbongi', '千本木彩花', null),
      c('Chilchuck Tims', 'チルチャック', 'MAIN', 'Asuna Tomari', '泊明日菜', null),
      c('Senshi', 'センシ', 'MAIN', 'Hiroshi Naka', '中博史', null),
    ],
  },
  {
    title: 'ONE PIECE',
    reading: 'わんぴーす',
    characters: [
      c('Monkey D. Luffy', 'モンキー・D・ルフィ', 'MAIN', 'Mayumi Tanaka', '田中真弓', 40),
      c('Zoro Roronoa', 'ロロノア・ゾロ', 'MAIN', 'Kazuya Nakai', '中井和哉', 62),
      c('Nami', 'ナミ', 'MAIN', 'Akemi Okamura', '岡村明美', 723),
      c('Usopp', 'ウソップ', 'MAIN', 'Kappei Yamaguchi', '山口勝平', 724),
      c('Sanji', 'サンジ', 'MAIN', 'Hiroaki Hirata', '平田広明', 305),
    ],
  },
  {
    title: '名探偵コナン',
    reading: 'めいたんていこなん',
    characters: [
      c('Conan Edogawa', '江戸川コナン', 'MAIN', 'Minami Takayama', '高山みなみ', null),
      c('Shinichi Kudou', '工藤新一', 'MAIN', 'Kappei Yamaguchi', '山口勝平', null),
      c('Ai Haibara', '灰原哀', 'SUPPORTING', 'Megumi Hayashibara', '林原めぐみ', null),
    ],
  },
  {
    title: 'ハイキュー!!',
    reading: 'はいきゅー',
    characters: [
      c('Shouyou Hinata', '日向翔陽', 'MAIN', 'Ayumu Murase', '村瀬歩', 64769),
      c('Tobio Kageyama', '影山飛雄', 'MAIN', 'Kaito Ishikawa', '石川界人', 64771),
      c('Kei Tsukishima', '月島蛍', 'SUPPORTING', 'Kouki Uchiyama', '内山昂輝', null),
      c('Yuu Nishinoya', '西谷夕', 'SUPPORTING', 'Nobuhiko Okamoto', '岡本信彦', 67327),
      c('Tooru Oikawa', '及川徹', 'SUPPORTING', 'Daisuke Namikawa', '浪川大輔', null),
    ],
  },
  {
    title: '僕のヒーローアカデミア',
    reading: 'ぼくのひーろーあかでみあ',
    characters: [
      c('Izuku Midoriya', '緑谷出久', 'MAIN', 'Daiki Yamashita', '山下大輝', 89028),
      c('Katsuki Bakugou', '爆豪勝己', 'MAIN', 'Nobuhiko Okamoto', '岡本信彦', 88892),
      c('Shouto Todoroki', '轟焦凍', 'MAIN', 'Yuuki Kaji', '梶裕貴', 89220),
      c('Ochaco Uraraka', '麗日お茶子', 'MAIN', 'Ayane Sakura', '佐倉綾音', 89221),
      c('All Might', 'オールマイト', 'MAIN', 'Kenta Miyake', '三宅健太', 89224),
    ],
  },
  {
    title: 'ワンパンマン',
    reading: 'わんぱんまん',
    characters: [
      c('Saitama', 'サイタマ', 'MAIN', 'Makoto Furukawa', '古川慎', 73935),
      c('Genos', 'ジェノス', 'MAIN', 'Kaito Ishikawa', '石川界人', 73979),
    ],
  },
  {
    title: '東京リベンジャーズ',
    reading: 'とうきょうりべんじゃーず',
    characters: [
      c('Takemichi Hanagaki', '花垣武道', 'MAIN', 'Yuuki Shin', '新祐樹', 145342),
      c('Manjirou Sano', '佐野万次郎', 'MAIN', 'Yuu Hayashi', '林勇', 145341),
      c('Ken Ryuuguuji', '龍宮寺堅', 'MAIN', 'Tatsuhisa Suzuki', '鈴木達央', 145345),
    ],
  },
  {
    title: '銀魂',
    reading: 'ぎんたま',
    characters: [
      c('Gintoki Sakata', '坂田銀時', 'MAIN', 'Tomokazu Sugita', '杉田智和', 672),
      c('Shinpachi Shimura', '志村新八', 'MAIN', 'Daisuke Sakaguchi', '阪口大助', 673),
      c('Kagura', '神楽', 'MAIN', 'Rie Kugimiya', '釘宮理恵', 674),
      c('Toushirou Hijikata', '土方十四郎', 'SUPPORTING', 'Kazuya Nakai', '中井和哉', 2650),
      c('Sougo Okita', '沖田総悟', 'SUPPORTING', 'Kenichi Suzumura', '鈴村健一', 2282),
    ],
  },
  {
    title: 'NARUTO -ナルト-',
    reading: 'なると',
    characters: [
      c('Naruto Uzumaki', 'うずまきナルト', 'MAIN', 'Junko Takeuchi', '竹内順子', 17),
      c('Sasuke Uchiha', 'うちはサスケ', 'MAIN', 'Noriaki Sugiyama', '杉山紀彰', 13),
      c('Sakura Haruno', '春野サクラ', 'MAIN', 'Chie Nakamura', '中村千絵', 145),
      c('Kakashi Hatake', 'はたけカカシ', 'MAIN', 'Kazuhiko Inoue', '井上和彦', 85),
    ],
  },
  {
    title: 'ソードアート・オンライン',
    reading: 'そーどあーとおんらいん',
    characters: [
      c('Kazuto Kirigaya', '桐ヶ谷和人', 'MAIN', 'Yoshitsugu Matsuoka', '松岡禎丞', 36765),
      c('Asuna Yuuki', '結城明日奈', 'MAIN', 'Haruka Tomatsu', '戸松遥', 36828),
    ],
  },
  {
    title: 'ヴァイオレット・エヴァーガーデン',
    reading: 'ゔぁいおれっとえゔぁーがーでん',
    characters: [
      c('Violet Evergarden', 'ヴァイオレット・エヴァーガーデン', 'MAIN', 'Yui Ishikawa', '石川由依', 90169),
      c(
        'Gilbert Bougainvillea',
        'ギルベルト・ブーゲンビリア',
        'SUPPORTING',
        'Daisuke Namikawa',
        '浪川大輔',
        124790,
      ),
    ],
  },
  {
    title: '鋼の錬金術師 FULLMETAL ALCHEMIST',
    reading: 'はがねのれんきんじゅつし',
    characters: [
      c('Edward Elric', 'エドワード・エルリック', 'MAIN', 'Romi Park', '朴璐美', 11),
      c('Alphonse Elric', 'アルフォンス・エルリック', 'MAIN', 'Rie Kugimiya', '釘宮理恵', 12),
      c('Roy Mustang', 'ロイ・マスタング', 'SUPPORTING', 'Shinichirou Miki', '三木眞一郎', 68),
    ],
  },
  {
    title: 'Steins;Gate',
    reading: 'しゅたいんずげーと',
    characters: [
      c('Rintarou Okabe', '岡部倫太郎', 'MAIN', 'Mamoru Miyano', '宮野真守', 35252),
      c('Kurisu Makise', '牧瀬紅莉栖', 'MAIN', 'Asami Imai', '今井麻美', 34470),
      c('Mayuri Shiina', '椎名まゆり', 'MAIN', 'Kana Hanazawa', '花澤香菜', null),
    ],
  },
  {
    title: 'DEATH NOTE',
    reading: 'ですのーと',
    characters: [
      c('Light Yagami', '夜神月', 'MAIN', 'Mamoru Miyano', '宮野真守', 80),
      c('L', 'L', 'MAIN', 'Kappei Yamaguchi', '山口勝平', 71),
    ],
  },
  {
    title: 'HUNTER×HUNTER(2011)',
    reading: 'はんたーはんたー',
    characters: [
      c('Gon Freecss', 'ゴン＝フリークス', 'MAIN', 'Megumi Han', '潘めぐみ', 30),
      c('Killua Zoldyck', 'キルア＝ゾルディック', 'MAIN', 'Mariya Ise', '伊瀬茉莉也', 27),
    ],
  },
  {
    title: 'コードギアス 反逆のルルーシュ',
    reading: 'こーどぎあすはんぎゃくのるるーしゅ',
    characters: [
      c('Lelouch Lamperouge', 'ルルーシュ・ランペルージ', 'MAIN', 'Jun Fukuyama', '福山潤', 417),
      c('Suzaku Kururugi', '枢木スザク', 'MAIN', 'Takahiro Sakurai', '櫻井孝宏', null),
      c('C.C.', 'C.C.', 'MAIN', 'Yukana', 'ゆかな', 1111),
    ],
  },
  {
    title: '新世紀エヴァンゲリオン',
    reading: 'しんせいきえゔぁんげりおん',
    characters: [
      c('Shinji Ikari', '碇シンジ', 'MAIN', 'Megumi Ogata', '緒方恵美', 89),
      c('Rei Ayanami', '綾波レイ', 'MAIN', 'Megumi Hayashibara', '林原めぐみ', 86),
      c('Asuka Langley Souryuu', '惣流・アスカ・ラングレー', 'MAIN', 'Yuuko Miyamura', '宮村優子', 94),
    ],
  },
  {
    title: '涼宮ハルヒの憂鬱',
    reading: 'すずみやはるひのゆううつ',
    characters: [
      c('Haruhi Suzumiya', '涼宮ハルヒ', 'MAIN', 'Aya Hirano', '平野綾', null),
      c('Kyon', 'キョン', 'MAIN', 'Tomokazu Sugita', '杉田智和', null),
      c('Yuki Nagato', '長門有希', 'MAIN', 'Minori Chihara', '茅原実里', null),
    ],
  },
  {
    title: 'かぐや様は告らせたい～天才たちの恋愛頭脳戦～',
    reading: 'かぐやさまはこくらせたい',
    characters: [
      c('Kaguya Shinomiya', '四宮かぐや', 'MAIN', 'Aoi Koga', '古賀葵', 120649),
      c('Miyuki Shirogane', '白銀御行', 'MAIN', 'Makoto Furukawa', '古川慎', 121101),
    ],
  },
  {
    title: 'ゆるキャン△',
    reading: 'ゆるきゃん',
    characters: [
      c('Nadeshiko Kagamihara', '各務原なでしこ', 'MAIN', 'Yumiri Hanamori', '花守ゆみり', null),
      c('Rin Shima', '志摩リン', 'MAIN', 'Nao Touyama', '東山奈央', null),
    ],
  },
];
