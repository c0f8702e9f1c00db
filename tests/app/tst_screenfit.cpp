// Every window and dialog fits the screen, however small: on screens of 640 × 360 (1280 × 720
// at scale 2), 960 × 540, 1280 × 720 and 1920 × 1080 logical pixels each one opened there lies
// within the screen's available geometry, and each of its push buttons is in view (its dialog
// buttons outside any scroll area; a button inside one at least in reach of scrolling). The
// offscreen platform gets the four screens side by side from a configuration file written
// before the application starts, so one run tries them all.
#include <QAbstractScrollArea>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <memory>

#include "AppTest.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "dialogs/AboutBox.h"
#include "dialogs/NetworkDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/PositionSetupDialog.h"
#include "dialogs/RulesDialog.h"
#include "engine/games/AnyGame.h"
#include "puzzles/PuzzleDialog.h"
#include "review/ReviewTools.h"
#include "solve/SolveDialog.h"
#include "tutorial/TutorialDialog.h"
#include "window/Language.h"
#include "window/MainWindow.h"

namespace {

const QSize kScreens[] = {{640, 360}, {960, 540}, {1280, 720}, {1920, 1080}};

// The screens, side by side, for QT_QPA_PLATFORM=offscreen:configfile=….
QByteArray screenConfig() {
    QJsonArray screens;
    int x = 0;
    for (const QSize& s : kScreens) {
        screens.append(
            QJsonObject{{"name", QStringLiteral("screen%1x%2").arg(s.width()).arg(s.height())},
                        {"x", x},
                        {"y", 0},
                        {"width", s.width()},
                        {"height", s.height()},
                        {"logicalDpi", 96},
                        {"logicalBaseDpi", 96},
                        {"dpr", 1}});
        x += s.width();
    }
    return QJsonDocument(QJsonObject{{"screens", screens}}).toJson();
}

QScreen* screenOfSize(QSize size) {
    for (QScreen* s : QGuiApplication::screens())
        if (s->geometry().size() == size) return s;
    return nullptr;
}

// What of `button` shows: its rectangle in its window, clipped by every parent up to the
// window or up to a scroll area's viewport (scrolling brings the rest into view); `scrolled`
// says whether it lies in a scroll area.
QRect shownPart(QWidget* button, bool* scrolled) {
    QWidget* window = button->window();
    QRect r(button->mapTo(window, QPoint(0, 0)), button->size());
    *scrolled = false;
    for (QWidget* w = button->parentWidget(); w && w != window; w = w->parentWidget()) {
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w->parentWidget());
            area && area->viewport() == w) {
            *scrolled = true;
            r = QRect(area->mapTo(window, QPoint(0, 0)), area->size());  // reached by scrolling
            continue;
        }
        r &= QRect(w->mapTo(window, QPoint(0, 0)), w->size());
    }
    return r & window->rect();
}

}  // namespace

class TestScreenFit : public QObject {
    Q_OBJECT

private:
    std::map<QScreen*, std::unique_ptr<MainWindow>> mains_;

    // Shows `w` on `screen` and checks it and its buttons.
    void check(QWidget* w, QScreen* screen, const char* what) {
        // A dialog opens on the screen of the window it belongs to.
        w->setScreen(screen);
        w->move(screen->availableGeometry().topLeft());
        if (!w->isVisible()) w->show();
        QVERIFY2(QTest::qWaitForWindowExposed(w), what);
        QCoreApplication::processEvents();
        const QRect available = screen->availableGeometry();
        QVERIFY2(available.contains(w->frameGeometry()),
                 qPrintable(QStringLiteral("%1: %2 × %3 at %4,%5 on a screen of %6 × %7")
                                .arg(QLatin1String(what))
                                .arg(w->frameGeometry().width())
                                .arg(w->frameGeometry().height())
                                .arg(w->frameGeometry().x() - available.x())
                                .arg(w->frameGeometry().y() - available.y())
                                .arg(available.width())
                                .arg(available.height())));
        // A dialog's body scrolls down where the screen is short, never sideways.
        for (QAbstractScrollArea* body :
             w->findChildren<QAbstractScrollArea*>(QStringLiteral("dialogBody")))
            QVERIFY2(!body->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1 scrolls sideways").arg(QLatin1String(what))));
        for (QPushButton* b : w->findChildren<QPushButton*>()) {
            if (!b->isVisibleTo(w) || b->window() != w) continue;
            bool scrolled = false;
            const QRect shown = shownPart(b, &scrolled);
            const bool dialogButton = qobject_cast<QDialogButtonBox*>(b->parentWidget());
            const bool ok = dialogButton ? !scrolled && shown.size() == b->size()
                            : scrolled   ? !shown.isEmpty()
                                         : shown.size() == b->size();
            // Its words whole: a button narrower than it asks for cuts its text.
            QVERIFY2(b->width() >= b->sizeHint().width(),
                     qPrintable(QStringLiteral("%1: button \"%2\" is %3 px wide, needs %4")
                                    .arg(QLatin1String(what), b->text())
                                    .arg(b->width())
                                    .arg(b->sizeHint().width())));
            QVERIFY2(ok, qPrintable(QStringLiteral("%1: button \"%2\" is out of view%3")
                                        .arg(QLatin1String(what), b->text(),
                                             scrolled ? QStringLiteral(" (in a scroll area)")
                                                      : QString())));
        }
    }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        QCOMPARE(QGuiApplication::screens().size(), int(std::size(kScreens)));
    }

    void windowsFitTheScreen_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("window");
        const QString windows[] = {
            "main window", "New Game",      "Set Up Position",  "Set Up Lambs",
            "Solve",       "Solve Lambs",   "How to Play",      "About",
            "Puzzles",     "Learn to Play", "Lambs and Tigers", "Play Over the Network"};
        for (const QSize& s : kScreens) {
            for (const QString& w : windows)
                QTest::addRow("%dx%d %s", s.width(), s.height(), qPrintable(w)) << s << w;
            // Analysis widens the window: on every screen of 960 × 540 or more it still fits.
            if (s.width() >= 960)
                QTest::addRow("%dx%d main window, analysis", s.width(), s.height())
                    << s << QStringLiteral("main window, analysis");
        }
    }

    void cleanupTestCase() { mains_.clear(); }

    // Analysis at 960 × 540 (1920 × 1080 at scale 2) in a position with moves to judge, in both
    // languages, turned on while the review shows: the window stays on the screen (it grew to
    // 1056 wide, the side panel cut off: both columns' widths for a moment).
    void analysisFitsInEitherLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("english") << QStringLiteral("en");
        QTest::newRow("nepali") << QStringLiteral("ne");
    }
    void analysisFitsInEitherLanguage() {
        QFETCH(QString, language);
        QVERIFY(Language::install(*QCoreApplication::instance(), language));
        QScreen* screen = screenOfSize({960, 540});
        QVERIFY(screen);
        MainWindow main;
        main.setAskQuestions(false);
        main.setScreen(screen);
        main.move(screen->availableGeometry().topLeft());
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        main.startNewGame(apptest::twoPlayers());
        QVERIFY(apptest::loadPosition(&main, "T4/1G3/2G2/2TG1/T3T g g16 c1"));
        // From the review, whose column makes way for analysis's (the window kept both widths).
        QVERIFY(apptest::playTypedMoves(main.session(), {"C2"}));
        main.review()->reviewAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(main.review()->review() && main.review()->panelShown(), 30000);
        check(&main, screen, "main window, review");
        main.analysisMode()->setActive(true);
        QTRY_VERIFY(main.analysisMode()->panel()->isVisible());
        QTest::qWait(300);  // the list filled, the window grown and moved
        const QByteArray what = QStringLiteral("main window, analysis, %1").arg(language).toUtf8();
        check(&main, screen, what.constData());
        main.analysisMode()->setActive(false);
        QVERIFY(Language::install(*QCoreApplication::instance(), QStringLiteral("en")));
    }

    void windowsFitTheScreen() {
        QFETCH(QSize, size);
        QFETCH(QString, window);
        QScreen* screen = screenOfSize(size);
        QVERIFY(screen);
        // One main window per screen, made once: the suite stays quick.
        std::unique_ptr<MainWindow>& host = mains_[screen];
        if (!host) {
            host = std::make_unique<MainWindow>();
            host->setAskQuestions(false);
            host->setScreen(screen);
            host->move(screen->availableGeometry().topLeft());
            host->show();
            QVERIFY(QTest::qWaitForWindowExposed(host.get()));
        }
        MainWindow& main = *host;
        const QByteArray what = window.toUtf8();
        if (window == QLatin1String("main window")) {
            check(&main, screen, what);
        } else if (window == QLatin1String("main window, analysis")) {
            main.analysisMode()->setActive(true);
            QTRY_VERIFY(main.analysisMode()->panel()->isVisible());
            QTest::qWait(50);  // the window grows, and moves, after the panel shows
            check(&main, screen, what);
            main.analysisMode()->setActive(false);
        } else if (window == QLatin1String("New Game")) {
            NewGameDialog d(GameSetup(), &main);
            check(&d, screen, what);
        } else if (window.startsWith(QLatin1String("Set Up"))) {
            const GameKind kind =
                window.endsWith(QLatin1String("Lambs")) ? GameKind::Lambs : GameKind::BaghChal;
            PositionSetupDialog d(
                bagh::games::Game::start(kind, bagh::RepetitionRule::ThirdOccurrenceDraws)
                    .current(),
                &main);
            check(&d, screen, what);
        } else if (window.startsWith(QLatin1String("Solve"))) {
            SolveDialog d(&main);
            if (window.endsWith(QLatin1String("Lambs"))) {
                bagh::solve::SolveTarget lambs;
                lambs.game = bagh::solve::SolveTarget::Game::Lambs;
                d.setTarget(lambs);
            }
            check(&d, screen, what);
        } else if (window == QLatin1String("How to Play")) {
            RulesDialog d(&main);
            check(&d, screen, what);
        } else if (window == QLatin1String("About")) {
            std::unique_ptr<QMessageBox> box(AboutBox::create(&main));
            check(box.get(), screen, what);
        } else if (window == QLatin1String("Puzzles")) {
            PuzzleDialog d(main.session(), &main);
            check(&d, screen, what);
        } else if (window == QLatin1String("Play Over the Network")) {
            NetworkDialog d(main.networkPlay(), &main);
            check(&d, screen, what);
        } else if (window == QLatin1String("Learn to Play")) {
            TutorialDialog d(&main);
            check(&d, screen, what);
        } else {
            // The main window playing Lambs and Tigers: its board, its captures row and rule.
            GameSetup setup = apptest::twoPlayers();
            setup.game = GameKind::Lambs;
            setup.lambsCaptures = 5;
            main.startNewGame(setup);
            check(&main, screen, what);
            main.startNewGame(apptest::twoPlayers());
        }
    }
};

int main(int argc, char** argv) {
    // The screens exist only if the platform reads them at its start.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly) || file.write(screenConfig()) < 0) return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestScreenFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screenfit.moc"
