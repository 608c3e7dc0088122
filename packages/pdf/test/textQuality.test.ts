import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { englishWordShare, openPdf, textQuality } from '@wcab/pdf';
import { findCorpusDir, makeGarbageTextPdf, makeTextPdf, rasterizePdf, shapeOnlyWords } from '@wcab/testkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

const LETTER = `Dear Counsel:
This office represents the applicant, Maria Garcia, in the above-referenced matter. Please be advised
that the Qualified Medical Evaluator appointment has been scheduled for April 3, 2025 at 9:00 AM.
Please forward all medical records on or before March 20, 2025. Thank you for your attention.`;

const CAPTION = `WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA
CARLOS GUTIERREZ, Applicant, vs. WESTSIDE UNIFIED SCHOOL DISTRICT; ZENITH INSURANCE COMPANY
Case Number: ADJ10431996
NOTICE OF HEARING`;

const BILL = `99213 01/02/2025 $150.00
97110 01/09/2025 $42.10
97140 01/16/2025 $79.50
72148 02/19/2025 $684.00`;

describe('textQuality', () => {
  it.each([
    ['letter prose', LETTER],
    ['an all-caps caption', CAPTION],
    ['a table of codes, dates and amounts', BILL],
    ['Spanish names and accents', 'Solicitante: José Núñez Peña, empleado de Panadería La Guadalupana, Los Ángeles'],
  ])('accepts %s', (_name, text) => {
    expect(textQuality(text)).toEqual({ usable: true });
  });

  // Issue 17: text layers in other languages and scripts are text, not garbage (no English word list decides).
  const GERMAN = `Rechnung Nr. 2024-118 vom 14.03.2024. Sehr geehrte Damen und Herren, wir bedanken uns für Ihren Auftrag
und erlauben uns, folgende Leistungen in Rechnung zu stellen: Krankengymnastik, Wärmetherapie und manuelle Lymphdrainage.
Der Gesamtbetrag ist innerhalb von vierzehn Tagen ohne Abzug zu überweisen. Steuerfreie Leistungen nach §4 Nr. 14 UStG.
Mit freundlichen Grüßen, Praxis für Physiotherapie Schäfer, Hauptstraße 12, 80331 München`;
  const FRENCH = `Procès-verbal de la réunion du conseil d'administration tenue le mercredi 12 février à la mairie.
Étaient présents les membres élus, à l'exception de deux personnes excusées. Le président a ouvert la séance
et rappelé l'ordre du jour : approbation du budget, travaux de rénovation de l'école et questions diverses.
Après délibération, le conseil approuve à l'unanimité le budget présenté par le trésorier.`;
  const CHINESE = `东北电气发展股份有限公司 2018 年第一季度报告全文
公司董事会、监事会及董事、监事、高级管理人员保证季度报告内容的真实、准确、完整，不存在虚假记载、误导性陈述或者重大遗漏，并承担个别和连带的法律责任。
所有董事均已出席了审议本次季报的董事会会议。 公司负责人 主管会计工作负责人 会计机构负责人 声明 保证季度报告中财务报表的真实 准确 完整
血常规 白细胞计数 红细胞计数 血红蛋白 血小板计数 参考范围 检验医师 审核医师 报告日期`;
  const JAPANESE = `日本航空グループ 国際線旅客輸送実績 2015年度 第3四半期 旅客数 有償旅客キロ 座席キロ 利用率 前年同期比
お問い合わせは広報部までご連絡ください。 本資料の数値は速報値であり、今後変更される場合があります。`;
  const RUSSIAN = `Уважаемые коллеги, направляем вам протокол заседания комиссии по охране труда от пятнадцатого марта.
Комиссия рассмотрела заявление работника о несчастном случае на производстве и приняла решение провести
дополнительную проверку обстоятельств происшествия. Просим представить медицинское заключение в установленный срок.`;
  const TABLE = `FY2013 7,723,293 102.6 35,390,384 104.0 46,235,058 103.3 76.5
FY15 1st Q TTL 2,007,367 108.8 9,358,245 108.9 12,008,829 102.4 77.9
Owens-Brockway Glass Container Inc. Oakland 202 Closure Permanent
Abbott Vascular Temecula 133 Layoff Permanent  Safeway, Inc. Pleasanton 37 Layoff Unknown at this time
Chevron San Ramon 430 Layoff Permanent  Motorola Mobility LLC Sunnyvale 213 Layoff Permanent
Haggen, Inc. (Store #2154) Newbury Park 38 Closure Permanent  Lyris, Inc. Emeryville 72 Layoff Permanent`;

  it.each([
    ['German prose (umlauts, long compounds)', GERMAN],
    ['French prose (accents, elisions)', FRENCH],
    ['Chinese (Han, no spaces between words)', CHINESE],
    ['Japanese (Han with kana)', JAPANESE],
    ['Russian (Cyrillic)', RUSSIAN],
    ['an English table of names, codes and figures', TABLE],
  ])('accepts %s', (_name, text) => {
    expect(textQuality(text)).toEqual({ usable: true });
  });

  it('wants OCR when a broken map mixes writing systems inside words', () => {
    // Latin letters decoded as look-alike Cyrillic and Greek ones for part of the alphabet: every word mixes scripts.
    const swap: Record<string, string> = { a: 'а', e: 'е', o: 'ο', p: 'р', c: 'с', x: 'х' };
    const mixed = LETTER.replace(/[aeopcx]/g, (ch) => swap[ch]!);
    expect(textQuality(mixed)).toEqual({ usable: false, reason: 'not-words' });
  });

  it('wants OCR for scrambled letters in any Latin-script language (vowels all but gone)', () => {
    // The scrambled map of the garbage PDF (vowels to consonants) applied to German and French prose.
    const plain = 'abcdefghijklmnopqrstuvwxyz';
    const scrambled = 'qzjxkvwpbfgmcdlnhrstyaeiou';
    const scramble = (text: string) =>
      text.replace(/[a-z]/gi, (ch) => {
        const m = scrambled[plain.indexOf(ch.toLowerCase())]!;
        return ch === ch.toLowerCase() ? m : m.toUpperCase();
      });
    expect(textQuality(scramble(GERMAN))).toEqual({ usable: false, reason: 'not-words' });
    expect(textQuality(scramble(FRENCH))).toEqual({ usable: false, reason: 'not-words' });
  });

  it.each([
    ['', 'empty'],
    ['   \n\t  \n', 'empty'],
    ['Page 2', 'too-short'],
    ['- 3 -', 'too-short'],
  ])('wants OCR for near-empty text %j (%s)', (text, reason) => {
    expect(textQuality(text)).toEqual({ usable: false, reason });
  });

  it('wants OCR for replacement and private-use characters (lost font mapping)', () => {
    const pua = Array.from('NOTICE OF HEARING ADJ1234567', (c) => (c === ' ' ? ' ' : String.fromCharCode(0xe000 + c.charCodeAt(0)))).join('');
    expect(textQuality(pua)).toEqual({ usable: false, reason: 'undecodable' });
    expect(textQuality(`NOTICE OF HEA\uFFFD\uFFFDNG case \uFFFD\uFFFD\uFFFD number \uFFFD\uFFFD`)).toEqual({
      usable: false,
      reason: 'undecodable',
    });
  });

  it('wants OCR for symbol soup', () => {
    expect(textQuality('#$%& @!*( )_+{ }|:" <>?~ `-=[ ]\\;\',./ #$%&@ !*()_ +{}| A1 B2 C3 D4 E5 F6 G7 H8 I9 J0 K1')).toEqual({
      usable: false,
      reason: 'symbols',
    });
  });

  it('wants OCR for letter soup from a scrambled ToUnicode map', async () => {
    const pdf = await openPdf(makeGarbageTextPdf({ mode: 'scrambled' }));
    const text = pdf.pageText(0);
    pdf.close();
    expect(text).not.toContain('HEARING'); // the text layer really is wrong
    expect(textQuality(text)).toEqual({ usable: false, reason: 'not-words' });
  });

  it('wants OCR for a ToUnicode map into the private use area', async () => {
    const pdf = await openPdf(makeGarbageTextPdf({ mode: 'unmapped' }));
    const text = pdf.pageText(0);
    pdf.close();
    expect(textQuality(text)).toEqual({ usable: false, reason: 'undecodable' });
  });

  it('wants OCR for a scan that carries only a short text stamp', async () => {
    const scan = await PDFDocument.load(await rasterizePdf(await makeTextPdf([['Body of a scanned letter']]), { dpi: 100 }));
    const font = await scan.embedFont(StandardFonts.Helvetica);
    scan.getPage(0).drawText('RECEIVED WCAB VAN NUYS DISTRICT OFFICE 03/14/2025', { x: 72, y: 20, size: 9, font });
    const pdf = await openPdf(await scan.save());
    const text = pdf.pageText(0);
    const info = pdf.pageImageInfo(0);
    pdf.close();
    expect(info.singleFullPageImage).toBe(false); // image plus text
    expect(info.imageCoverage).toBeGreaterThan(0.99);
    expect(textQuality(text)).toEqual({ usable: true }); // the stamp alone reads like text...
    expect(textQuality(text, info)).toEqual({ usable: false, reason: 'image-page' }); // ...but it is a scan
    // A searchable scan's full OCR layer is long enough to keep.
    expect(textQuality(`${LETTER}\n${LETTER}`, info)).toEqual({ usable: true });
    expect(textQuality(LETTER, { imageCoverage: 0.05 })).toEqual({ usable: true }); // a letterhead logo
  });

  const corpus = findCorpusDir();
  it.skipIf(!corpus)('accepts every page of every text PDF in the dev corpus, rejects every scan', async () => {
    const dir = path.join(corpus ?? '', 'dev', 'docs');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.pdf'))) {
      const pdf = await openPdf(readFileSync(path.join(dir, file)));
      for (let i = 0; i < pdf.pageCount; i++) {
        const verdict = textQuality(pdf.pageText(i), pdf.pageImageInfo(i));
        expect({ file, page: i, usable: verdict.usable }).toEqual({ file, page: i, usable: !file.endsWith('-scan.pdf') });
      }
      pdf.close();
    }
  });
});

const REPORT = Array.from({ length: 6 }, () => LETTER).join('\n');

describe("a searchable scan's OCR layer that read nothing (ocrLayer.ts)", () => {
  it('counts the English words among the longer words', () => {
    expect(englishWordShare(REPORT).known).toBeGreaterThan(0.75);
    expect(englishWordShare(shapeOnlyWords(REPORT)).known).toBeLessThan(0.3);
    expect(englishWordShare('of to a 1234 ADJ10431996')).toEqual({ words: 0, known: 0 });
  });

  it('is read again when over a scan, and kept as printed text otherwise', () => {
    const unread = shapeOnlyWords(REPORT);
    // The shape rules keep it: every word has vowels, sane case and no long consonant run.
    expect(textQuality(unread)).toEqual({ usable: true });
    expect(textQuality(unread, { imageCoverage: 0.05 })).toEqual({ usable: true });
    expect(textQuality(unread, { imageCoverage: 1 })).toEqual({ usable: false, reason: 'unread-ocr-layer' });
    expect(textQuality(REPORT, { imageCoverage: 1 })).toEqual({ usable: true });
  });

  it('needs enough words to judge', () => {
    const short = shapeOnlyWords(LETTER); // 200 letters and more (no stamp), under 40 words of three letters or more
    expect(englishWordShare(short).words).toBeLessThan(40);
    expect(textQuality(short, { imageCoverage: 1 })).toEqual({ usable: true });
  });
});
