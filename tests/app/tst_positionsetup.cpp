// Position setup, for both games: the dialog builds positions with clicks and fields, and checks
// them with the game's record reader (OBX for Bagh-Chal, the Lambs record), whose errors reach
// the player in the player's words (EngineWords for OBX), never the engine's English; the OBX
// box under the side panel loads typed records and refuses bad ones without touching the game.
// The spin boxes show their arrows under the app's style; the dialog opens showing its whole
// board.
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyleOptionSpinBox>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include "AppTest.h"
#include "board/SetupBoard.h"
#include "dialogs/PositionSetupDialog.h"
#include "engine/core/Obx.h"
#include "engine/core/Tables.h"
#include "engine/games/AnyGame.h"
#include "engine/games/BoardShape.h"
#include "engine/games/GameAdapters.h"
#include "session/EngineWords.h"
#include "session/GameSession.h"
#include "ui/AppStyle.h"
#include "window/ColourSchemeMenu.h"
#include "window/MainWindow.h"
#include "window/ObxBox.h"

using namespace bagh;
using bagh::games::GameKind;

Q_DECLARE_METATYPE(bagh::games::GameKind)

namespace {

constexpr auto kRule = RepetitionRule::ThirdOccurrenceDraws;

games::Position startOf(GameKind kind) { return games::Game::start(kind, kRule).startPosition(); }

// A record of `kind` read as the dialog reads it (Lambs: every goat must be taken).
games::RecordReading reading(GameKind kind, const QString& text) {
    return games::readRecord(kind, kind == GameKind::Lambs ? 15 : kCapturesToWin,
                             text.toStdString(), kRule);
}

// The point a move names ("C3", "12").
games::Point pt(GameKind kind, const QString& name) {
    for (games::Point p = 0; p < games::boardShape(kind).points; ++p)
        if (QString::fromStdString(games::pointName(kind, p)) == name) return p;
    qFatal("no point %s", qPrintable(name));
}

void clickPoint(SetupBoard* board, GameKind kind, const QString& name,
                Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(board, button, {}, board->pointCenter(pt(kind, name)).toPoint());
}

}  // namespace

class TestPositionSetup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { apptest::useTestSettings(); }

    void typedRecords_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("field");  // empty: accepted
        const GameKind bc = GameKind::BaghChal, lambs = GameKind::Lambs;
        QTest::newRow("start") << bc << "T3T/5/5/5/T3T g g20 c0"
                               << "";
        QTest::newRow("v2") << bc << "TXXXT/XGXXX/XXXXX/XXXXX/TXXXT t c0 mB2 #g1"
                            << "";
        QTest::newRow("captured") << bc << "T3T/5/5/5/T3T g g20 c9"
                                  << "captured";
        QTest::newRow("turn") << bc << "T3T/5/5/5/T3T x g20 c0"
                              << "turn";
        QTest::newRow("pieces") << bc << "T3T/5/5/5 g g20 c0"
                                << "pieces";
        QTest::newRow("goats") << bc << "T3T/5/5/5/T3T g g19 c0"
                               << "goats";
        QTest::newRow("Lambs start") << lambs << "T/2TT2/6/6/4 g g15 c0"
                                     << "";
        QTest::newRow("Lambs later") << lambs << "T/G1TT2/2G3/6/4 t g9 c4 m9"
                                     << "";
        QTest::newRow("Lambs turn") << lambs << "T/2TT2/6/6/4 x g15 c0"
                                    << "turn";
        QTest::newRow("Lambs rows") << lambs << "T/2TT2/6/6/3 g g15 c0"
                                    << "pieces";
        QTest::newRow("Lambs tigers") << lambs << "T/2TTT1/6/6/4 g g15 c0"
                                      << "pieces";
        QTest::newRow("Lambs goats") << lambs << "T/2TT2/6/6/4 g g14 c0"
                                     << "goats";
    }

    void typedRecords() {
        QFETCH(GameKind, kind);
        QFETCH(QString, record);
        QFETCH(QString, field);
        PositionSetupDialog dialog(startOf(kind));
        QCOMPARE(dialog.kind(), kind);
        dialog.recordEdit()->setFocus();
        dialog.recordEdit()->clear();
        QTest::keyClicks(dialog.recordEdit(), record);
        QTest::keyClick(dialog.recordEdit(), Qt::Key_Return);
        const games::RecordReading read = reading(kind, record);
        if (field.isEmpty()) {
            QVERIFY2(dialog.isValid(), qPrintable(dialog.errorText()));
            QCOMPARE(reading(kind, dialog.record()).game.startPosition().key(),
                     read.game.startPosition().key());
            QCOMPARE(dialog.built().key(), read.game.startPosition().key());
            return;
        }
        QVERIFY(!dialog.isValid());
        QCOMPARE(QString::fromStdString(read.error.field), field);
        // The player's words, not the engine's "field: reason".
        QVERIFY(!dialog.errorText().isEmpty());
        QVERIFY2(!dialog.errorText().contains(QString::fromStdString(read.error.reason)),
                 qPrintable(dialog.errorText()));
        if (kind == GameKind::BaghChal) {
            QVERIFY(read.error.code != ObxErrorCode::Other);
            QCOMPARE(dialog.errorText(), EngineWords::obxError(read.error));
        }
    }

    // A record typed without Enter is what Start starts: the board follows the box as soon as
    // the text reads, and Start is off while it does not (a half-typed record).
    void typedRecordWithoutEnter() {
        PositionSetupDialog dialog(startOf(GameKind::BaghChal));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* start = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        const QString obx = QStringLiteral("TGGGT/GG3/GGG2/5/T3T g g12 c0");
        dialog.recordEdit()->setFocus();
        dialog.recordEdit()->selectAll();
        QTest::keyClicks(dialog.recordEdit(),
                         obx.left(obx.size() - 4));  // "... g g1": 9 goats, not 20
        QVERIFY(!dialog.isValid());
        QVERIFY(!start->isEnabled());
        QVERIFY(!dialog.errorText().isEmpty());
        QTest::keyClicks(dialog.recordEdit(), obx.right(4));
        QVERIFY2(dialog.isValid(), qPrintable(dialog.errorText()));
        QVERIFY(start->isEnabled());
        QCOMPARE(dialog.recordEdit()->text(), obx);  // left as typed
        QCOMPARE(dialog.recordEdit()->cursorPosition(), obx.size());
        QCOMPARE(parseObx(dialog.record().toStdString()).record.position.key(),
                 parseObx(obx.toStdString()).record.position.key());
        QCOMPARE(dialog.inHandBox()->value(), 12);
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    // Clicks on the board of either game: a tiger too many is refused by the game's reader, in
    // words; removing it makes the position valid again; goats in hand follow the goats put
    // down and the goats captured; the position built has the game's own key.
    void boardClicks_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("goat");
        QTest::addColumn<QString>("tiger");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("tooMany");  // the refusal of the extra tiger
        QTest::newRow("Bagh-Chal")
            << GameKind::BaghChal << "C3"
            << "B2"
            << "T3T/5/2G2/5/T3T g g17 c2 - 0"
            << EngineWords::obxError(parseObx("T3T/1T3/2G2/5/T3T g g19 c0").error);
        QTest::newRow("Lambs") << GameKind::Lambs << "8"
                               << "13"
                               << "T/2TT2/1G4/6/4 g g12 c2 - 0"
                               << "Tigers on the board: 4. The game has exactly 3.";
    }
    void boardClicks() {
        QFETCH(GameKind, kind);
        QFETCH(QString, goat);
        QFETCH(QString, tiger);
        QFETCH(QString, record);
        QFETCH(QString, tooMany);
        const games::BoardShape& shape = games::boardShape(kind);
        PositionSetupDialog dialog(startOf(kind));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SetupBoard* board = dialog.board();
        QCOMPARE(board->kind(), kind);
        QCOMPARE(dialog.inHandBox()->maximum(), shape.goats);
        QCOMPARE(dialog.capturedBox()->maximum(), startOf(kind).capturesToWin());
        clickPoint(board, kind, goat);
        QCOMPARE(dialog.inHandBox()->value(), shape.goats - 1);
        QVERIFY(dialog.isValid());
        board->setTool(SetupBoard::Tool::Tiger);
        clickPoint(board, kind, tiger);
        QVERIFY(!dialog.isValid());
        QCOMPARE(dialog.errorText(), tooMany);
        if (kind == GameKind::BaghChal) {
            const ObxError fiveTigers = parseObx(dialog.record().toStdString()).error;
            QCOMPARE(fiveTigers.code, ObxErrorCode::TigerCount);
            QCOMPARE(fiveTigers.n[0], 5);
            QVERIFY2(!dialog.errorText().contains(QStringLiteral("expected exactly")) &&
                         !dialog.errorText().startsWith(QStringLiteral("pieces")),
                     qPrintable(dialog.errorText()));
        }
        clickPoint(board, kind, tiger, Qt::RightButton);
        QVERIFY(dialog.isValid());
        dialog.capturedBox()->setValue(2);
        QCOMPARE(dialog.inHandBox()->value(), shape.goats - 3);
        QCOMPARE(dialog.record(), record);
        const games::Position built = dialog.built();
        QCOMPARE(built.kind(), kind);
        QCOMPARE(built.key(), reading(kind, record).game.startPosition().key());
        // With BAGHCHAL_SHOTS=DIR set, leave a picture of the dialog there (for review).
        if (!qEnvironmentVariableIsEmpty("BAGHCHAL_SHOTS")) {
            clickPoint(board, kind, tiger);
            apptest::shot(&dialog, kind == GameKind::Lambs ? "setup-lambs.png" : "setup.png");
        }
    }

    void obxBoxLoadsAndRefuses() {
        const std::unique_ptr<MainWindow> window = apptest::openWindow();
        QVERIFY(window);
        ObxBox* box = window->obxBox();
        QCOMPARE(box->edit()->text(), QStringLiteral("T3T/5/5/5/T3T g g20 c0 - 0"));
        box->dialectButton()->click();
        QCOMPARE(box->edit()->text(), QStringLiteral("TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g c0 - #"));
        box->dialectButton()->click();

        const std::uint64_t key = window->session()->game().current().key();
        box->edit()->setFocus();
        box->edit()->selectAll();
        QTest::keyClicks(box->edit(), QStringLiteral("T3T/5/5/5/T3T g g20 c7"));
        QTest::keyClick(box->edit(), Qt::Key_Return);
        const ObxError c7 = parseObx("T3T/5/5/5/T3T g g20 c7").error;
        QVERIFY2(box->errorText().contains(EngineWords::obxError(c7)),
                 qPrintable(box->errorText()));
        QVERIFY2(!box->errorText().contains(QString::fromStdString(c7.message())),
                 qPrintable(box->errorText()));
        QCOMPARE(window->session()->game().current().key(), key);

        box->edit()->selectAll();
        QTest::keyClicks(box->edit(), QStringLiteral("T1G1T/5/5/5/T3T t g19 c0 mC1 1"));
        QTest::keyClick(box->edit(), Qt::Key_Return);
        QVERIFY(box->errorText().isEmpty());
        QCOMPARE(window->session()->game().current().goatsInHand(), 19);
        const GameSession* game = window->session();
        QCOMPARE(game->game().moveText(game->lastMove()), std::string("C1"));
        QCOMPARE(box->edit()->text(), QStringLiteral("T1G1T/5/5/5/T3T t g19 c0 mC1 1"));
    }

    // Every kind of OBX error becomes a text of the translation (a translator that marks what
    // it translates stands in for Nepali), with the numbers and the text at fault in it and
    // none of the engine's English.
    void everyObxErrorIsTranslated_data() {
        QTest::addColumn<int>("code");
        for (int c = int(ObxErrorCode::TooLong); c <= int(ObxErrorCode::GoatCount); ++c)
            QTest::addRow("code %d", c) << c;
    }
    void everyObxErrorIsTranslated() {
        QFETCH(int, code);
        // Marks every text of the context it is asked for.
        class Marker : public QTranslator {
        public:
            QString translate(const char* context, const char* source, const char*,
                              int) const override {
                if (qstrcmp(context, "EngineWords") != 0) return {};
                return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
            }
            bool isEmpty() const override { return false; }
        } marker;
        QVERIFY(QCoreApplication::installTranslator(&marker));
        ObxError e;
        e.field = "engine field";
        e.reason = "engine reason";
        e.code = static_cast<ObxErrorCode>(code);
        e.n[0] = 7, e.n[1] = 8, e.n[2] = 9;
        e.text = "q!";
        const QString words = EngineWords::obxError(e);
        QCoreApplication::removeTranslator(&marker);
        QVERIFY2(words.startsWith(QStringLiteral("«")), qPrintable(words));
        QVERIFY2(!words.contains(QStringLiteral("engine")), qPrintable(words));
        QVERIFY2(!words.contains(QStringLiteral("%")), qPrintable(words));  // every argument used
        // Without a code (another format's error), the engine's message is all there is.
        e.code = ObxErrorCode::Other;
        QCOMPARE(EngineWords::obxError(e), QString::fromStdString(e.message()));
    }

    // On a screen with room to spare the dialog opens showing its game's whole board, every
    // point in view without scrolling (at 760 × 440 Lambs' row 5, points 19–22, was cut).
    void opensBigEnoughForItsBoard_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void opensBigEnoughForItsBoard() {
        QFETCH(GameKind, kind);
        QWidget window;
        ColourSchemeMenu::apply(&window);
        auto* dialog = new PositionSetupDialog(startOf(kind), &window);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto* body = dialog->findChild<QScrollArea*>(QStringLiteral("dialogBody"));
        QVERIFY(body);
        QTRY_COMPARE(body->verticalScrollBar()->maximum(), 0);
        const QRect view = body->viewport()->rect();
        SetupBoard* board = dialog->board();
        for (games::Point p = 0; p < games::boardShape(kind).points; ++p) {
            const QPoint at = board->mapTo(body->viewport(), board->pointCenter(p).toPoint());
            QVERIFY2(view.contains(at), qPrintable(QStringLiteral("point %1").arg(p)));
        }
        QVERIFY(board->height() >= 360);
    }

    // The spin boxes of the dialog draw their up and down arrows under the app's style sheet
    // (a sheet that styles a spin box's frame draws its buttons without arrows unless it names
    // them).
    void spinBoxesShowArrows() {
        QWidget window;
        ColourSchemeMenu::apply(&window);
        auto* dialog = new PositionSetupDialog(startOf(GameKind::BaghChal), &window);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QSpinBox* box = dialog->capturedBox();
        box->setValue(2);  // both arrows enabled
        const QImage image = box->grab().toImage();
        apptest::shot(box, "setup-spinbox.png");
        QStyleOptionSpinBox option;
        option.initFrom(box);
        option.subControls = QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown;
        option.frame = true;
        for (auto control : {QStyle::SC_SpinBoxUp, QStyle::SC_SpinBoxDown}) {
            const QRect r = box->style()->subControlRect(QStyle::CC_SpinBox, &option, control, box);
            QVERIFY(!r.isEmpty());
            // An arrow is a glyph in the middle of its button: pixels there that differ
            // clearly from the button's face (its border alone does not count).
            const QRect inner = r.adjusted(2, 2, -2, -2);
            const QColor face = image.pixelColor(inner.topLeft());
            QList<int> widths;  // of the glyph, row by row from the top
            for (int y = inner.top(); y <= inner.bottom(); ++y) {
                int width = 0;
                for (int x = inner.left(); x <= inner.right(); ++x)
                    if (std::abs(image.pixelColor(x, y).lightness() - face.lightness()) > 25)
                        ++width;
                if (width > 0) widths << width;
            }
            QVERIFY2(widths.size() >= 3,
                     qPrintable(QStringLiteral("control %1: no glyph").arg(int(control))));
            // Pointing up: narrow at the top, wide at the bottom; down the other way.
            if (control == QStyle::SC_SpinBoxUp)
                QVERIFY(widths.first() < widths.last());
            else
                QVERIFY(widths.first() > widths.last());
        }
    }
};

QTEST_MAIN(TestPositionSetup)
#include "tst_positionsetup.moc"
