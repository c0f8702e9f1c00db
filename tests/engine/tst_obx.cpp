// OBX: round trips in both dialects, invalid records naming their field, odd records warning.
#include <QTest>

#include <random>

#include "engine/core/Obx.h"

using namespace bagh;

class TestObx : public QObject {
    Q_OBJECT
private slots:
    void seedRoundTrip_data() {
        QTest::addColumn<QString>("obx");
        QTest::newRow("start") << "T3T/5/5/5/T3T g g20 c0 - 0";
        QTest::newRow("placement") << "T1G1T/5/5/5/T3T t g19 c0 mC1 1";
        QTest::newRow("slide") << "T1GT1/5/5/5/T3T g g19 c0 mE1D1 2";
        QTest::newRow("capture") << "4T/G3G/2T2/1G3/T2GT g g15 c1 mA1C3 10";
        QTest::newRow("sliding") << "TGGGT/GGGGG/GG1GG/GTG1G/1G1T1 g g0 c4 - 60";
    }
    void seedRoundTrip() {
        QFETCH(QString, obx);
        const ObxParseResult r = parseObx(obx.toStdString());
        QVERIFY2(r.ok, r.error.message().c_str());
        QVERIFY(r.record.warnings.empty());
        QCOMPARE(QString::fromStdString(writeObx(r.record.position, r.record.lastMove)), obx);
    }

    void v2RoundTrip_data() {
        QTest::addColumn<QString>("v2");
        QTest::addColumn<QString>("seed");
        QTest::newRow("start") << "TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g c0 - #"
                               << "T3T/5/5/5/T3T g g20 c0 - 0";
        QTest::newRow("first") << "TXXXT/XGXXX/XXXXX/XXXXX/TXXXT t c0 mB2 #g1"
                               << "T3T/1G3/5/5/T3T t g19 c0 mB2 1";
        QTest::newRow("capture") << "XXXXT/GXXXG/XXTXX/XGXXX/TXXGT g c1 mA1C3(B2) #t5"
                                 << "4T/G3G/2T2/1G3/T2GT g g15 c1 mA1C3 10";
    }
    void v2RoundTrip() {
        QFETCH(QString, v2);
        QFETCH(QString, seed);
        const ObxParseResult r = parseObx(v2.toStdString());
        QVERIFY2(r.ok, r.error.message().c_str());
        QVERIFY(r.record.warnings.empty());
        const Position& p = r.record.position;
        QCOMPARE(QString::fromStdString(writeObx(p, r.record.lastMove)), seed);
        QCOMPARE(QString::fromStdString(writeObx(p, r.record.lastMove, ObxDialect::V2)), v2);
    }

    void v2InHandField() {
        const ObxParseResult r = parseObx("TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g @20 c0 - #");
        QVERIFY(r.ok);
        QCOMPARE(r.record.position.goatsInHand(), 20);
        const ObxParseResult bad = parseObx("TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g @19 c0 - #");
        QVERIFY(!bad.ok);
        QCOMPARE(QString::fromStdString(bad.error.field), QString("goats"));
    }

    void caseAndWhitespace() {
        const ObxParseResult r = parseObx("  t3t/5/5/5/t3t   G  G20\tC0 -   0 ");
        QVERIFY2(r.ok, r.error.message().c_str());
        QCOMPARE(r.record.position, Position::start());
    }

    void optionalFieldsMayBeOmitted() {
        const ObxParseResult r = parseObx("T1G1T/5/5/5/T3T t g19 c0");
        QVERIFY(r.ok);
        QCOMPARE(r.record.position.ply(), 1);  // derived from the goats placed
        QVERIFY(r.record.lastMove.isNull());
    }

    void oddRecordsWarn_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<QString>("warningStart");
        // The published slip: a placement on B1 recorded as mB2.
        QTest::newRow("wrong placement") << "TG2T/5/5/5/T3T t g19 c0 mB2 1"
                                         << "last move";
        QTest::newRow("slide from occupied") << "T1GT1/5/5/5/T3T g g19 c0 mA1D1 2"
                                             << "last move";
        QTest::newRow("goat moved by tigers") << "T1G1T/5/5/5/T3T g g19 c0 mC1 2"
                                              << "last move";
        QTest::newRow("jump without capture") << "4T/G3G/2T2/1G3/T2GT g g16 c0 mA1C3 8"
                                              << "last move";
        QTest::newRow("ply out of step") << "T1G1T/5/5/5/T3T t g19 c0 mC1 7"
                                         << "move number";
        QTest::newRow("ply parity") << "TGGGT/GGGGG/GG1GG/GTG1G/1G1T1 g g0 c4 - 61"
                                    << "move number";
    }
    void oddRecordsWarn() {
        QFETCH(QString, obx);
        QFETCH(QString, warningStart);
        const ObxParseResult r = parseObx(obx.toStdString());
        QVERIFY2(r.ok, r.error.message().c_str());
        QCOMPARE(int(r.record.warnings.size()), 1);
        QVERIFY(QString::fromStdString(r.record.warnings[0]).startsWith(warningStart));
        if (warningStart == "last move") QVERIFY(r.record.lastMove.isNull());
    }

    void invalidRecords_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<QString>("field");
        const char* s = "T3T/5/5/5/T3T";
        auto row = [](const char* name, const QString& obx, const char* field) {
            QTest::newRow(name) << obx << QString(field);
        };
        row("empty", "", "record");
        row("blank", "   \t ", "record");
        row("four rows", "T3T/5/5/T3T g g20 c0", "pieces");
        row("six rows", "T3T/5/5/5/5/T3T g g20 c0", "pieces");
        row("short row", "T3T/4/5/5/T3T g g20 c0", "pieces");
        row("long row", "T3T/6/5/5/T3T g g20 c0", "pieces");
        row("long row digits", "T3T/33/5/5/T3T g g20 c0", "pieces");
        row("digit zero", "T3T/05/5/5/T3T g g20 c0", "pieces");
        row("bad letter", "T3T/5/5/5/T3Q g g20 c0", "pieces");
        row("empty row", "T3T//5/5/T3T g g20 c0", "pieces");
        row("trailing slash", "T3T/5/5/5/T3T/ g g20 c0", "pieces");
        row("three tigers", "T4/5/5/5/T3T g g20 c0", "pieces");
        row("five tigers", "T3T/2T2/5/5/T3T g g20 c0", "pieces");
        row("21 goats", "TGGGT/GGGGG/GGGGG/GGGGG/TGGGT g g0 c0", "pieces");
        row("no turn", s, "turn");
        row("bad turn", QString(s) + " x g20 c0", "turn");
        row("turn word", QString(s) + " goats g20 c0", "turn");
        row("hand too big", QString(s) + " g g21 c0", "in hand");
        row("hand negative", QString(s) + " g g-1 c0", "in hand");
        row("hand not number", QString(s) + " g gx c0", "in hand");
        row("hand missing", QString(s) + " g c0", "in hand");
        row("at not number", "TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g @x c0 - #", "in hand");
        row("captured missing", QString(s) + " g g20", "captured");
        row("captured six", QString(s) + " g g14 c6", "captured");
        row("captured word", QString(s) + " g g20 cc", "captured");
        row("captured bad", QString(s) + " g g20 x0", "captured");
        row("sum low", QString(s) + " g g19 c0", "goats");
        row("sum high", "T1G1T/5/5/5/T3T t g20 c0", "goats");
        row("sum captured", QString(s) + " g g18 c1", "goats");
        row("v2 too many captured", "TGGGT/GGGGG/GGGGG/GGGG1/TX3T t c2", "pieces");
        row("v2 sum", "TGGGT/GGGGG/GGGGG/GGGGX/TXXXT g c5 - #", "goats");
        row("bad move", QString(s) + " g g20 c0 mZ9 0", "last move");
        row("bad move long", QString(s) + " g g20 c0 mA1B2C3 0", "last move");
        row("bad capture", QString(s) + " g g20 c0 mA1C3(Q9) 0", "last move");
        row("bad number", QString(s) + " g g20 c0 - x", "move number");
        row("negative number", QString(s) + " g g20 c0 - -3", "move number");
        row("v2 bad number", "TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g c0 - #x3", "move number");
        row("v2 zero number", "TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g c0 - #g0", "move number");
        row("extra field", QString(s) + " g g20 c0 - 0 extra", "record");
        row("too long", QString(s) + " g g20 c0 - 0" + QString(600, ' ') + "x", "record");
    }
    void invalidRecords() {
        QFETCH(QString, obx);
        QFETCH(QString, field);
        const ObxParseResult r = parseObx(obx.toStdString());
        QVERIFY2(!r.ok, obx.toLatin1().constData());
        QCOMPARE(QString::fromStdString(r.error.field), field);
        QVERIFY(!r.error.reason.empty());
    }

    // Random mutations of valid records: always a verdict, never a crash; what is accepted
    // writes back to a record that reads as the same position.
    void mutationsNeverCrash() {
        const std::string seeds[] = {"T1G1T/5/5/5/T3T t g19 c0 mC1 1",
                                     "TXXXT/XGXXX/XXXXX/XXXXX/TXXXT t c0 mB2 #g1",
                                     "TGGGT/GGGGG/GG1GG/GTG1G/1G1T1 g g0 c4 - 60"};
        const std::string alphabet = "TGX012345678/ -#@mcgt()ABCDExz\t";
        std::mt19937 rng(7);
        int accepted = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string text = seeds[i % 3];
            const int edits = 1 + rng() % 4;
            for (int e = 0; e < edits && !text.empty(); ++e) {
                const std::size_t at = rng() % text.size();
                const char c = alphabet[rng() % alphabet.size()];
                switch (rng() % 3) {
                    case 0:
                        text[at] = c;
                        break;
                    case 1:
                        text.insert(text.begin() + at, c);
                        break;
                    default:
                        text.erase(at, 1);
                }
            }
            const ObxParseResult r = parseObx(text);
            if (!r.ok) {
                QVERIFY(!r.error.field.empty());
                continue;
            }
            ++accepted;
            const ObxParseResult again = parseObx(writeObx(r.record.position, r.record.lastMove));
            QVERIFY(again.ok);
            QCOMPARE(again.record.position, r.record.position);
        }
        QVERIFY(accepted > 0);
    }

    // Each kind of error carries its code and the numbers or text it names, for an app to say
    // it in the player's language; the English message stays as the CLI prints it.
    void errorCodes_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<int>("code");
        QTest::addColumn<QList<int>>("numbers");
        QTest::addColumn<QString>("text");
        const QString s = QStringLiteral("T3T/5/5/5/T3T");
        using C = ObxErrorCode;
        auto row = [](const char* name, const QString& obx, C code, QList<int> n = {},
                      const QString& text = {}) {
            QTest::newRow(name) << obx << int(code) << n << text;
        };
        row("too long", s + QString(600, ' ') + "x", C::TooLong, {512});
        row("empty", "", C::Empty);
        row("extra field", s + " g g20 c0 - 0 extra", C::ExtraField, {}, "extra");
        row("six rows", s + "/5 g g20 c0", C::TooManyRows);
        row("short row", "T3T/4/5/5/T3T g g20 c0", C::RowTooShort, {2, 4});
        row("long row", "T3T/55/5/5/T3T g g20 c0", C::RowTooLong, {2});
        row("bad character", "T3T/5/2Z2/5/T3T g g20 c0", C::BadCharacter, {3}, "Z");
        row("four rows", "T3T/5/5/5 g g20 c0", C::TooFewRows, {4});
        row("five tigers", "T3T/5/2T2/5/T3T g g20 c0", C::TigerCount, {5});
        row("21 goats", "TGGGT/GGGGG/GGGGG/GGGGG/TGGGT t g0 c0", C::TooManyGoats, {21});
        row("no turn", s, C::TurnMissing);
        row("bad turn", s + " x g20 c0", C::TurnInvalid, {}, "x");
        row("bad in hand", s + " g g21 c0", C::InHandInvalid, {}, "g21");
        row("no in hand", s + " g c0", C::InHandMissing);
        row("two in hand", s + " g @20 g19 c0", C::InHandDisagrees, {20, 19});
        row("bad captured", s + " g g20 c9", C::CapturedInvalid, {}, "c9");
        row("no captured", s + " g g20", C::CapturedMissing);
        row("bad last move", s + " g g20 c0 mZZ", C::LastMoveInvalid, {}, "mZZ");
        row("bad move number", s + " g g20 c0 - x1", C::MoveNumberInvalid, {}, "x1");
        row("goats over", "TGGGT/GGGGG/GGGGG/GGGGG/TGGXT g c1", C::GoatsOverflow, {20, 1});
        row("goat count", s + " g g19 c0", C::GoatCount, {0, 19, 0});
    }
    void errorCodes() {
        QFETCH(QString, obx);
        QFETCH(int, code);
        QFETCH(QList<int>, numbers);
        QFETCH(QString, text);
        const ObxParseResult r = parseObx(obx.toStdString());
        QVERIFY(!r.ok);
        QCOMPARE(int(r.error.code), code);
        for (int i = 0; i < int(numbers.size()); ++i) QCOMPARE(r.error.n[i], numbers[i]);
        QCOMPARE(QString::fromStdString(r.error.text), text);
        QVERIFY(!r.error.field.empty() && !r.error.reason.empty());
    }
};

QTEST_APPLESS_MAIN(TestObx)
#include "tst_obx.moc"
