// Analysis mode: the values on the board and in the list are the engine's. For database
// positions every mark equals the database value of the child position, and every list line
// equals what `baghchal-engine analyse` prints for the same position. The values are said in a
// player's words (moves, not plies; no engine terms unless Details is on), the board's tags
// have a legend and a translation, lines of best play are in both games, one line a row (the
// whole line in the tooltip), and a 960 × 540 window leaves the board its room. Also
// navigation with the arrow keys.
#include <QHeaderView>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QTranslator>

#include <optional>

#include "AppTest.h"
#include "EngineBridge.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/AnalysisStatus.h"
#include "analysis/EvalGraph.h"
#include "analysis/ValueWords.h"
#include "board/BoardView.h"
#include "engine/core/MoveGen.h"
#include "engine/db/EndgameDb.h"
#include "engine/games/GameAdapters.h"
#include "engine/search/Report.h"
#include "engine/search/Score.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"
#include "window/MainWindow.h"
#include "window/SidePanel.h"

using namespace bagh;

namespace {

// Engine words a player never sees unless asking for details.
const QRegularExpression kEngineWords(QStringLiteral("\\b(plies|ply|depth|score|exact)\\b"),
                                      QRegularExpression::CaseInsensitiveOption);

QString plain(const QString& text) {
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

// Every text of the panel a player can read or hover: labels, buttons, tooltips, the list's
// cells, headers and tooltips.
QStringList panelTexts(const AnalysisPanel* panel) {
    QStringList texts;
    for (const QLabel* l : panel->findChildren<QLabel*>())
        if (l->isVisible()) texts << plain(l->text());
    for (const QWidget* w : panel->findChildren<QWidget*>())
        if (w->isVisible() && !w->toolTip().isEmpty()) texts << w->toolTip();
    for (const QToolButton* b : panel->findChildren<QToolButton*>())
        if (b->isVisible()) texts << b->text();
    const AnalysisModel* model = panel->model();
    for (int c = 0; c < model->columnCount(); ++c)
        texts << model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    for (int r = 0; r < model->rowCount(); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            texts << model->data(model->index(r, c)).toString();
            texts << model->data(model->index(r, c), Qt::ToolTipRole).toString();
        }
    return texts;
}

// Installs a translator for the test's scope and the default locale with it.
class ScopedTranslation {
public:
    ScopedTranslation(QTranslator* t, const QLocale& locale) : t_(t) {
        QCoreApplication::installTranslator(t_);
        QLocale::setDefault(locale);
    }
    ~ScopedTranslation() {
        QCoreApplication::removeTranslator(t_);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    ScopedTranslation(const ScopedTranslation&) = delete;
    ScopedTranslation& operator=(const ScopedTranslation&) = delete;

private:
    QTranslator* t_;
};

// Marks every text of ValueWords it translates, to see which texts go through tr().
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (qstrcmp(context, "ValueWords") != 0) return {};
        return QStringLiteral("<%1>").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<EndgameDb> db_;

    // Waits for the analysis of the shown position to settle (its final report).
    bool waitForAnalysis() {
        return QTest::qWaitFor([this] { return window_->analysisMode()->isSettled(); },
                               testenv::timeout(30000));
    }
    // Turns analysis on for `obx` and waits for the final report.
    bool analyse(const char* obx) {
        if (!apptest::loadPosition(window_.get(), obx)) return false;
        window_->analysisMode()->setActive(true);
        return waitForAnalysis();
    }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        std::string error;
        db_ = EndgameDb::open(testenv::databasePath(), &error);
        QVERIFY2(db_, error.c_str());
    }

    void init() {
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanup() { window_.reset(); }

    // Every legal move has a mark, and each mark is the database value of its child, seen
    // from the side to move (the child's value flipped, one ply further).
    void marksEqualTheDatabase_data() {
        QTest::addColumn<QString>("obx");
        QTest::newRow("goats to move") << "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1";
        QTest::newRow("tigers to move") << "T1G1T/GGGGG/GG1GG/GGGGG/T1G1T t g0 c4";
        QTest::newRow("four captured") << "TGGGT/G1G1G/GG1GG/G1G1G/TGGGT g g0 c4";
    }

    void marksEqualTheDatabase() {
        QFETCH(QString, obx);
        QVERIFY(analyse(obx.toLatin1().constData()));
        const Position pos = bridge::position(obx.toLatin1().constData());
        QVERIFY(EndgameDb::covers(pos));
        MoveList legal;
        generateMoves(pos, legal);
        const QVector<MoveMark> marks = window_->boardView()->moveMarks();
        QCOMPARE(marks.size(), legal.size());
        for (Move m : legal) {
            Position child = pos;
            child.makeMove(m);
            // The fifth capture leaves the database: then the rules give the value.
            DbProbe probe = db_->probe(child);
            if (!EndgameDb::covers(child)) {
                QVERIFY(child.result().over());
                probe = DbProbe{GameValue::Loss, 0};
            }
            MoveValue expected;
            expected.move = m;
            expected.exact = true;
            expected.value = probe.value == GameValue::Win    ? GameValue::Loss
                             : probe.value == GameValue::Loss ? GameValue::Win
                                                              : GameValue::Draw;
            expected.plies = probe.value == GameValue::Draw ? -1 : probe.plies + 1;
            const auto it = std::find_if(marks.begin(), marks.end(), [m](const MoveMark& k) {
                return k.move == games::fromBaghChal(m);
            });
            QVERIFY2(it != marks.end(), m.toString().c_str());
            QCOMPARE(it->plies, expected.plies);
            QCOMPARE(it->tag, ValueWords::badge(expected.value, true, expected.plies));
            QCOMPARE(it->value, expected.value);
            QVERIFY(it->exact);
        }
    }

    // A value in a player's words: who wins, in how many of the winner's moves (plies + 1) / 2,
    // singular and plural; estimates in words.
    void playerWords_data() {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("value");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<int>("plies");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("words");
        const int goats = int(Side::Goats), tigers = int(Side::Tigers);
        const int win = int(GameValue::Win), loss = int(GameValue::Loss),
                  draw = int(GameValue::Draw);
        QTest::newRow("goats win, 61 plies")
            << goats << win << true << 61 << 0 << "Goats win in 31 moves";
        QTest::newRow("goats win at once")
            << goats << win << true << 1 << 0 << "Goats win in 1 move";
        QTest::newRow("goats lose, 2 plies")
            << goats << loss << true << 2 << 0 << "Tigers win in 1 move";
        QTest::newRow("goats lose, 30 plies")
            << goats << loss << true << 30 << 0 << "Tigers win in 15 moves";
        QTest::newRow("tigers win, 3 plies")
            << tigers << win << true << 3 << 0 << "Tigers win in 2 moves";
        QTest::newRow("tigers lose, 4 plies")
            << tigers << loss << true << 4 << 0 << "Goats win in 2 moves";
        QTest::newRow("tigers win, no distance")
            << tigers << win << true << -1 << 0 << "Tigers win with best play";
        QTest::newRow("draw, goats to move")
            << goats << draw << true << -1 << 0 << "Draw with best play";
        QTest::newRow("draw, tigers to move")
            << tigers << draw << true << -1 << 0 << "Draw with best play";
        QTest::newRow("estimate, goats far ahead")
            << goats << win << false << -1 << 300 << "Goats winning, by the computer's estimate";
        QTest::newRow("estimate, tigers to move, goats better")
            << tigers << draw << false << -1 << -150 << "Goats clearly better";
        QTest::newRow("estimate, even") << goats << draw << false << -1 << 10 << "About even";
    }
    void playerWords() {
        QFETCH(int, side);
        QFETCH(int, value);
        QFETCH(bool, exact);
        QFETCH(int, plies);
        QFETCH(int, score);
        QFETCH(QString, words);
        QTranslator plurals;  // English plurals, as the program installs them
        QVERIFY(plurals.load(QStringLiteral(":/i18n/baghchal_en.qm")));
        ScopedTranslation english(&plurals, QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(ValueWords::forPlayer(Side(side), GameValue(value), exact, plies, score), words);
        // The Engine card's words count the same moves.
        const QString sides =
            ValueWords::forSides(Side(side), GameValue(value), exact, plies, score);
        if (exact && value != int(GameValue::Draw) && plies > 0) {
            QVERIFY2(sides.endsWith(words.section(QLatin1Char(' '), 1)), qPrintable(sides));
        }
        QVERIFY2(!sides.contains(kEngineWords), qPrintable(sides));
    }

    // The tag on the board: a letter for the mover's result and the winner's moves.
    void badges_data() {
        QTest::addColumn<int>("value");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<int>("plies");
        QTest::addColumn<QString>("badge");
        QTest::newRow("win in 61 plies") << int(GameValue::Win) << true << 61 << "W31";
        QTest::newRow("loss in 2 plies") << int(GameValue::Loss) << true << 2 << "L1";
        QTest::newRow("loss in 30 plies") << int(GameValue::Loss) << true << 30 << "L15";
        QTest::newRow("win, no distance") << int(GameValue::Win) << true << -1 << "W";
        QTest::newRow("draw") << int(GameValue::Draw) << true << -1 << "D";
        QTest::newRow("estimated win") << int(GameValue::Win) << false << 7 << "W?";
        QTest::newRow("unknown reads as a draw") << int(GameValue::Unknown) << false << -1 << "D?";
    }
    void badges() {
        QFETCH(int, value);
        QFETCH(bool, exact);
        QFETCH(int, plies);
        QFETCH(QString, badge);
        QCOMPARE(ValueWords::badge(GameValue(value), exact, plies), badge);
    }

    // The tags' letters and the legend go through tr(), numbers through QLocale.
    void badgesAndLegendAreTranslatable() {
        MarkingTranslator marking;
        ScopedTranslation t(&marking, QLocale(QLocale::Nepali, QLocale::Nepal));
        QCOMPARE(ValueWords::badge(GameValue::Win, true, 61),
                 QStringLiteral("<W>") + QLocale().toString(31));
        QVERIFY(QLocale().toString(31) != QStringLiteral("31"));  // Devanagari digits
        QCOMPARE(ValueWords::badge(GameValue::Draw, true, -1), QStringLiteral("<D>"));
        QCOMPARE(ValueWords::badge(GameValue::Loss, false, -1), QStringLiteral("<L>?"));
        for (const ValueWords::LegendEntry& e : ValueWords::legend(Side::Tigers)) {
            QVERIFY2(e.badge.startsWith(QLatin1Char('<')), qPrintable(e.badge));
            QVERIFY2(e.meaning.contains(QLatin1Char('<')), qPrintable(e.meaning));
        }
        QVERIFY(!ValueWords::score(135).contains(QLatin1Char('1')));
    }

    // The Nepali build shows no Latin letter or digit in the tags, the legend or the values.
    void nepaliHasNoLatin() {
        QTranslator nepali;
        QVERIFY(nepali.load(QStringLiteral(":/i18n/baghchal_ne.qm")));
        ScopedTranslation t(&nepali, QLocale(QLocale::Nepali, QLocale::Nepal));
        const QRegularExpression latin(QStringLiteral("[A-Za-z0-9]"));
        QStringList shown;
        for (GameValue v : {GameValue::Win, GameValue::Draw, GameValue::Loss})
            for (bool exact : {true, false}) shown << ValueWords::badge(v, exact, 23);
        for (Side side : {Side::Goats, Side::Tigers}) {
            for (const ValueWords::LegendEntry& e : ValueWords::legend(side))
                shown << e.badge << e.meaning;
            shown << ValueWords::forPlayer(side, GameValue::Win, true, 23, 0)
                  << ValueWords::forPlayer(side, GameValue::Draw, true, -1, 0)
                  << plain(AnalysisPanel::legendHtml(side));
        }
        for (const QString& text : shown) QVERIFY2(!text.contains(latin), qPrintable(text));
    }

    // The panel in a player's words: the position's outcome, a legend of the tags, no engine
    // terms; Details adds them on request.
    void panelSpeaksThePlayersWords() {
        QVERIFY(analyse("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        AnalysisPanel* panel = window_->analysisMode()->panel();
        const AnalysisReport& r = panel->model()->report();
        QVERIFY(r.analysis.exact);
        QVERIFY(!panel->detailsButton()->isChecked());  // off by default
        for (const QString& text : panelTexts(panel))
            QVERIFY2(!text.contains(kEngineWords), qPrintable(text));
        QVERIFY(!window_->analysisMode()->action()->toolTip().contains(kEngineWords));
        QVERIFY(!window_->analysisStatus()->toolTip().contains(kEngineWords));
        QVERIFY(!window_->analysisStatus()->text().contains(kEngineWords));
        QCOMPARE(panel->headText(),
                 ValueWords::forPlayer(Side::Goats, r.analysis.value, true, r.analysis.plies, 0));
        // The legend is in view and explains every tag on the board.
        QVERIFY(panel->legend()->isVisible());
        const QString legend = plain(panel->legend()->text());
        QVERIFY(legend.contains(QStringLiteral("Goats win")));
        QVERIFY(legend.contains(QStringLiteral("Tigers win")));
        QVERIFY(legend.contains(QStringLiteral("Draw")));
        const QVector<MoveMark> marks = window_->boardView()->moveMarks();
        QVERIFY(!marks.isEmpty());
        for (const MoveMark& m : marks)
            QVERIFY2(legend.contains(QLatin1Char(' ') + ValueWords::badgeLetter(m.value) +
                                     QLatin1Char(' ')),
                     qPrintable(m.tag + QStringLiteral(" / ") + legend));
        // Details on: the engine's measures, in the status line and the tooltips' last line.
        panel->detailsButton()->click();
        QVERIFY(panel->statusText().contains(QStringLiteral("depth")));
        QVERIFY(panel->statusText().contains(QLocale().toString(r.analysis.depth)));
        const QString tip =
            panel->model()->data(panel->model()->index(0, 0), Qt::ToolTipRole).toString();
        QCOMPARE(tip.count(QLatin1Char('\n')), 2);
        QVERIFY(tip.endsWith(QStringLiteral("proven")));
        panel->detailsButton()->click();
        QVERIFY(!panel->statusText().contains(kEngineWords));
    }

    // Each row of the list is one line (but for an outcome wider than its column, wrapped), so
    // a short window shows several; a line of best play
    // longer than its column ends in "…", and its tooltip holds it whole.
    void rowsAreOneLine() {
        QVERIFY(analyse("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        AnalysisPanel* panel = window_->analysisMode()->panel();
        QTableView* view = panel->view();
        QVERIFY(!view->wordWrap());
        const AnalysisModel* model = panel->model();
        const AnalysisReport& r = model->report();
        const QFontMetrics fm(view->font());
        int longer = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex cell = model->index(row, AnalysisModel::LineColumn);
            const QString text = model->data(cell).toString();
            QStringList moves;  // the whole line, every move after the first
            const auto& line = r.lines[static_cast<std::size_t>(row)];
            for (std::size_t i = 1; i < line.size(); ++i)
                moves << MoveListModel::moveText(r.kind, line[i]);
            QCOMPARE(text, moves.join(QLatin1Char(' ')));
            if (!text.isEmpty())
                QCOMPARE(model->data(cell, Qt::ToolTipRole).toString(),
                         QStringLiteral("Best play: ") + text);
            // One line, unless the outcome is wider than its column (a narrow panel) and wraps.
            const QString outcome =
                model->data(model->index(row, AnalysisModel::ValueColumn)).toString();
            const bool outcomeWraps = QFontMetrics(view->font()).horizontalAdvance(outcome) >
                                      view->columnWidth(AnalysisModel::ValueColumn) - 8;
            QVERIFY2(
                outcomeWraps || view->rowHeight(row) < 2 * fm.lineSpacing(),
                qPrintable(QStringLiteral("row %1 is %2 px").arg(row).arg(view->rowHeight(row))));
            if (fm.horizontalAdvance(text) > view->columnWidth(AnalysisModel::LineColumn)) ++longer;
        }
        QVERIFY(longer > 0);  // some line is longer than its column: it was cut, not wrapped
        apptest::shot(window_.get(), "analysis-mode.png");
    }

    // At 960 × 540 (a 1920 × 1080 screen at scale 2) analysis leaves the board its room, not a
    // third of the window, and the list shows at least two rows; in either language every column's
    // header is whole (the outcome wraps rather than squeeze Best play to "B…") and each
    // outcome is shown whole.
    void analysisFitsA960Window_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("obx");
        for (const char* language : {"en", "ne"}) {
            QTest::addRow("%s, end", language)
                << QString::fromLatin1(language)
                << QStringLiteral("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1");
        }
    }
    void analysisFitsA960Window() {
        QFETCH(QString, language);
        QFETCH(QString, obx);
        QTranslator nepali;
        std::optional<ScopedTranslation> translation;
        if (language == QLatin1String("ne")) {
            QVERIFY(nepali.load(QStringLiteral(":/i18n/baghchal_ne.qm")));
            translation.emplace(&nepali, QLocale(QLocale::Nepali, QLocale::Nepal));
            window_ = apptest::openWindow();  // made in the language
        }
        window_->resize(960, 540);
        QVERIFY(analyse(obx.toUtf8().constData()));
        QTest::qWait(100);
        window_->resize(960, 540);  // as a window filling that screen stays
        QTest::qWait(100);
        const int board = window_->boardView()->width();
        QVERIFY2(board * 100 >= window_->width() * 36,
                 qPrintable(QStringLiteral("board %1 of %2").arg(board).arg(window_->width())));
        QTableView* view = window_->analysisMode()->panel()->view();
        QVERIFY2(view->viewport()->height() >= 2 * view->rowHeight(0),
                 qPrintable(QStringLiteral("list %1 px, rows %2 px")
                                .arg(view->viewport()->height())
                                .arg(view->rowHeight(0))));
        const QHeaderView* header = view->horizontalHeader();
        const QAbstractItemModel* model = view->model();
        int total = 0;
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString text = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
            QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c),
                     qPrintable(QStringLiteral("\"%1\" is %2 px wide, needs %3")
                                    .arg(text)
                                    .arg(header->sectionSize(c))
                                    .arg(header->sectionSizeHint(c))));
            total += header->sectionSize(c);
        }
        QVERIFY2(
            total <= view->viewport()->width(),
            qPrintable(
                QStringLiteral("columns %1 px in %2").arg(total).arg(view->viewport()->width())));
        // Each outcome whole: its words wrapped to the column fit the row.
        const QFontMetrics fm(view->font());
        const int margin =
            view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
        const int width = view->columnWidth(AnalysisModel::ValueColumn) - 2 * margin;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex cell = model->index(row, AnalysisModel::ValueColumn);
            const QFont font = model->data(cell, Qt::FontRole).value<QFont>().resolve(view->font());
            const QString text = model->data(cell).toString();
            const QRect needed =
                QFontMetrics(font).boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, text);
            QVERIFY2(needed.height() <= view->rowHeight(row),
                     qPrintable(QStringLiteral("\"%1\": %2 px of text in a row of %3 px")
                                    .arg(text)
                                    .arg(needed.height())
                                    .arg(view->rowHeight(row))));
        }
        apptest::shot(window_.get(),
                      qPrintable(QStringLiteral("analysis-960-%1.png")
                                     .arg(QString::fromLatin1(QTest::currentDataTag())
                                              .replace(QLatin1String(", "), QLatin1String("-")))));
    }

    // The Best play column holds a line for every proven move at the start of either game:
    // Lambs and Tigers' solved tables give its lines as Bagh-Chal's do, and each is legal play.
    void bestPlayInBothGames_data() {
        QTest::addColumn<games::GameKind>("kind");
        QTest::newRow("baghchal") << games::GameKind::BaghChal;
        QTest::newRow("lambs") << games::GameKind::Lambs;
    }
    void bestPlayInBothGames() {
        QFETCH(games::GameKind, kind);
        GameSetup setup = apptest::twoPlayers();
        setup.game = kind;
        setup.lambsCaptures = games::kLambsEveryGoat;  // shipped solved
        window_->startNewGame(setup);
        window_->analysisMode()->setActive(true);
        const AnalysisModel* model = window_->analysisMode()->panel()->model();
        const AnalysisReport& r = model->report();
        const std::uint64_t start = window_->session()->game().current().key();
        // The search goes on (the start is not settled): its first report with proven moves.
        QTRY_VERIFY_WITH_TIMEOUT(
            r.positionKey == start && !r.analysis.moves.empty() && r.analysis.moves.front().exact,
            testenv::timeout(30000));
        QCOMPARE(r.kind, kind);
        int proven = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            if (!r.analysis.moves[static_cast<std::size_t>(row)].exact) continue;
            ++proven;
            const QString shown =
                model->data(model->index(row, AnalysisModel::LineColumn)).toString();
            QVERIFY2(!shown.isEmpty(), qPrintable(QStringLiteral("row %1").arg(row)));
            games::Game played = window_->session()->game();
            for (const games::Move m : r.lines[static_cast<std::size_t>(row)])
                QVERIFY(played.play(m));
        }
        QVERIFY(proven > 0);
    }

    // The list says, line for line, what the command-line engine says.
    void listEqualsCliAnalyse() {
        const char* obx = "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1";
        QVERIFY(analyse(obx));
        QProcess cli;
        cli.start(testenv::enginePath(), {QStringLiteral("analyse"), QString::fromLatin1(obx)});
        QVERIFY(cli.waitForFinished(testenv::timeout(60000)));
        QCOMPARE(cli.exitCode(), 0);
        QStringList expected =
            QString::fromLatin1(cli.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(expected.size() > 1);
        const AnalysisModel* model = window_->analysisMode()->panel()->model();
        // report::positionLine's words, for the analysis of either game.
        const games::Analysis& a = model->report().analysis;
        QCOMPARE(QString::fromStdString("position " +
                                        report::valueWords(a.value, a.exact, a.plies, a.score)),
                 expected.takeFirst());
        QStringList shown;
        for (int row = 0; row < model->rowCount(); ++row)
            shown << model->data(model->index(row, 0), AnalysisModel::EngineLineRole).toString();
        QCOMPARE(shown, expected);
    }

    // A placement position: one mark per empty point, every one a placement.
    void placementMarksCoverEveryEmptyPoint() {
        QVERIFY(apptest::loadPosition(window_.get(), "T1G1T/5/2G2/5/T3T g g18 c0"));
        window_->analysisMode()->setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(window_->boardView()->moveMarks().size() == 19,
                                 testenv::timeout(30000));
        for (const MoveMark& m : window_->boardView()->moveMarks()) QVERIFY(m.move.isPlacement());
        window_->analysisMode()->setActive(false);
        QVERIFY(window_->boardView()->moveMarks().isEmpty());
    }

    // The analysis follows the board: a move played restarts it on the new position.
    void restartsWhenThePositionChanges() {
        QVERIFY(analyse("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        QVERIFY(apptest::playTypedMoves(window_->session(), {"E3D4"}));
        QVERIFY(waitForAnalysis());
        const AnalysisReport& r = window_->analysisMode()->panel()->model()->report();
        QCOMPARE(r.positionKey, window_->session()->game().current().key());
        QCOMPARE(r.sideToMove, Side::Tigers);
    }

    // Turned off and on again at another position, the panel never shows the old position's
    // values, not even until the new analysis starts.
    void reopenedShowsNoStaleReport() {
        QVERIFY(analyse("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        AnalysisPanel* panel = window_->analysisMode()->panel();
        QVERIFY(panel->model()->rowCount() > 0);
        window_->analysisMode()->setActive(false);
        QVERIFY(apptest::loadPosition(window_.get(), "T1G1T/5/2G2/5/T3T g g18 c0"));
        window_->analysisMode()->setActive(true);
        QVERIFY(panel->isVisible());
        const std::uint64_t shown = window_->session()->game().current().key();
        QVERIFY(panel->model()->rowCount() == 0 || panel->model()->report().positionKey == shown);
        QCOMPARE(panel->headText(), QStringLiteral("Analysing…"));
        QVERIFY(waitForAnalysis());
        QCOMPARE(panel->model()->report().positionKey, shown);
    }

    void navigationKeys() {
        GameSession* c = window_->session();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2", "B1A1"}));
        window_->activateWindow();
        QCOMPARE(c->currentPly(), 4);
        QTest::keyClick(window_.get(), Qt::Key_Left);
        QCOMPARE(c->currentPly(), 3);
        QTest::keyClick(window_.get(), Qt::Key_Home);
        QCOMPARE(c->currentPly(), 0);
        QTest::keyClick(window_.get(), Qt::Key_Right);
        QCOMPARE(c->currentPly(), 1);
        QCOMPARE(games::moveText(games::GameKind::BaghChal, window_->boardView()->lastMove()),
                 std::string("C1"));
        QTest::keyClick(window_.get(), Qt::Key_End);
        QCOMPARE(c->currentPly(), 4);
        // Playing on from an earlier position drops the later moves (asked, here agreed).
        c->goToPly(2);
        QCOMPARE(c->fullGame().length(), 4);
        QVERIFY(apptest::playTypedMoves(c, {"D1"}));
        QCOMPARE(c->fullGame().length(), 3);
        QCOMPARE(c->lastPly(), 3);
    }

    void graphHasProvenPointsForEveryPly() {
        // Six plies played without analysing any of them: the shipped book (plies 0..10)
        // decides every position, so the graph has a proven draw at each ply at once.
        GameSession* c = window_->session();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2", "B1A1", "D1", "E1E2"}));
        const EvalGraph* graph = window_->analysisMode()->panel()->graph();
        for (int ply = 0; ply <= 6; ++ply) {
            QTRY_VERIFY_WITH_TIMEOUT(graph->pointAt(ply) != nullptr, testenv::timeout(30000));
            QVERIFY(graph->pointAt(ply)->proven);
            QCOMPARE(graph->pointAt(ply)->goatsValue, GameValue::Draw);
        }
        // A sliding-phase position: the database's value, with its distance.
        QVERIFY(apptest::loadPosition(window_.get(), "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        QTRY_VERIFY_WITH_TIMEOUT(graph->pointAt(0) != nullptr, testenv::timeout(30000));
        const DbProbe probe = db_->probe(games::toBaghChal(c->game().current()));
        QVERIFY(graph->pointAt(0)->proven);
        QCOMPARE(graph->pointAt(0)->goatsValue, probe.value);  // goats to move
        QCOMPARE(graph->pointAt(0)->plies, probe.plies);
    }

    // An outcome's label stays clear of the line's markers: a game that ends in the tigers'
    // (or the goats') band has its last markers where the label stood, and the label moves to
    // the other end of the band.
    void graphLabelsClearOfTheLine_data() {
        QTest::addColumn<int>("value");
        QTest::newRow("tigers win") << int(GameValue::Loss);
        QTest::newRow("goats win") << int(GameValue::Win);
    }
    void graphLabelsClearOfTheLine() {
        QFETCH(int, value);
        const auto won = GameValue(value);
        EvalGraph graph;
        graph.resize(graph.sizeHint());
        std::vector<std::uint64_t> keys;
        for (std::uint64_t ply = 0; ply < 24; ++ply) {
            keys.push_back(ply + 1);
            EvalPoint point;
            point.goatsScore = 0;
            if (ply >= 14) {  // proven from here: the line runs along the band to its end
                point.proven = true;
                point.goatsValue = won;
                point.plies = int(24 - ply);
            }
            graph.record(ply + 1, point);
        }
        for (int plies : {1, 24}) {
            graph.setLine({keys.begin(), keys.begin() + plies}, 0);
            for (GameValue band : {GameValue::Win, GameValue::Loss}) {
                const QRectF label = graph.outcomeLabelRect(band);
                QVERIFY(!label.isEmpty() && QRectF(graph.rect()).contains(label));
                for (int ply = 0; ply < plies; ++ply)
                    QVERIFY2(!graph.markerRect(ply).intersects(label),
                             qPrintable(QStringLiteral("ply %1 covers the label").arg(ply)));
            }
        }
    }

    void moveListMarksTheMoveThatLost() {
        // From the book: after D3 A5B5 B2 E5D4 the goats still hold the draw, and C3 loses it.
        GameSession* c = window_->session();
        QVERIFY(apptest::playTypedMoves(c, {"D3", "A5B5", "B2", "E5D4", "C3"}));
        MoveListModel* list = window_->sidePanel()->moveList();
        QTRY_COMPARE_WITH_TIMEOUT(list->verdict(4), GameValue::Loss, testenv::timeout(30000));
        for (int ply = 0; ply < 4; ++ply) QCOMPARE(list->verdict(ply), GameValue::Unknown);
        // Shown in analysis mode only: no spoiler during play.
        const QModelIndex c3 = list->index(2, 0);
        QCOMPARE(list->data(c3).toString(), QStringLiteral("C3"));
        window_->analysisMode()->setActive(true);
        QCOMPARE(list->data(c3).toString(), QStringLiteral("C3?"));
        QCOMPARE(list->data(c3, Qt::ToolTipRole).toString(),
                 QStringLiteral("Turned a draw into a loss"));
        window_->analysisMode()->setActive(false);
        QCOMPARE(list->data(c3).toString(), QStringLiteral("C3"));
    }

    void refusingKeepsTheLaterMoves() {
        GameSession* c = window_->session();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2"}));
        c->setConfirmDropMoves([](int dropped) { return dropped == 0; });
        c->goToPly(1);
        QString why;
        QVERIFY(!c->playTypedMove(QStringLiteral("E1D1"), &why));
        QCOMPARE(c->fullGame().length(), 3);
    }

    void positionOptionMarksTheLastMove() {
        QVERIFY(apptest::loadPosition(window_.get(), "T1G1T/5/5/5/T3T t g19 c0 mC1 1"));
        QCOMPARE(games::moveText(games::GameKind::BaghChal, window_->boardView()->lastMove()),
                 std::string("C1"));
    }
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
