// Starts the game window. Options are parsed by CommandLine; this file only wires them up.
#include <QApplication>
#include <QFont>
#include <QFontInfo>
#include <QLocale>
#include <QTimer>
#include <cstdio>

#include "analysis/AnalysisMode.h"
#include "net/NetHost.h"
#include "play/HostLog.h"
#include "play/NetworkPlay.h"
#include "session/GameSession.h"
#include "window/CommandLine.h"
#include "window/Language.h"
#include "window/MainWindow.h"
#include "window/Screenshot.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("baghchal"));
    QApplication::setApplicationName(QStringLiteral("baghchal"));
    QApplication::setApplicationDisplayName(QStringLiteral("Bagh-Chal"));
    QApplication::setApplicationVersion(QStringLiteral(BAGHCHAL_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/baghchal.svg")));
    // Before any widget or the --help text is made: texts are translated once, when built.
    Language::install(app, Language::resolve(Language::stored(), QLocale::system().uiLanguages()));
    // Nepali's font (Lohit Devanagari) draws Latin letters and signs with wide gaps ("Ctrl+ N",
    // "C3"): the desktop's Latin font first, where there is one, and the Nepali font for
    // Devanagari, which the Latin font lacks.
    if (QLocale().language() == QLocale::Nepali) {
        QFont font = QApplication::font();
        const QString nepali = QFontInfo(font).family();
        const QString latin = QFontInfo(QFont(QStringLiteral("DejaVu Sans"))).family();
        if (latin != nepali) {
            font.setFamilies({latin, nepali});
            QApplication::setFont(font);
        }
    }
    // The desktop ends every window's title with it ("— Bagh-Chal"): in the player's language.
    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Bagh-Chal"));

    const CommandLine cl = CommandLine::parse(app);
    MainWindow window;
    // The game left off comes back, unless a position, a file or a new game is asked for; a
    // screenshot (documentation, tests) always shows a new game.
    window.resumeLastGame(cl.newGame || cl.rules.has_value() || !cl.position.isEmpty() ||
                          !cl.files.isEmpty() || !cl.screenshot.isEmpty());
    if (cl.rules) {
        GameSetup setup = window.session()->setup();
        setup.setRules(*cl.rules);
        setup.match = false;
        window.startNewGame(setup);
    }
    if (!cl.position.isEmpty()) {
        QString error;
        if (!window.loadPosition(cl.position, &error)) {
            std::fprintf(stderr, "error: %s\n", qPrintable(error));
            return 2;
        }
    }
    if (!cl.files.isEmpty()) {
        QString error;
        if (!window.openGameFile(cl.files.first(), &error)) {
            std::fprintf(stderr, "error: %s\n", qPrintable(error));
            return 2;
        }
    }
    if (cl.host || !cl.join.isEmpty()) {
        const QString name = !cl.name.isEmpty() ? cl.name : qEnvironmentVariable("USER");
        QString error;
        bool ok = false;
        if (cl.host) {
            const GameSetup& s = window.session()->setup();
            HostOptions options;
            options.name = name;
            options.terms = bagh::net::HostTerms::of(s.rules(), s.humanSide, cl.clock);
            options.port = static_cast<quint16>(cl.port);
            ok = window.networkPlay()->host(options, &error);
        } else {
            ok = window.networkPlay()->join(cl.join, name, &error);
        }
        if (!ok) {
            std::fprintf(stderr, "error: %s\n", qPrintable(error));
            return 2;
        }
    }
    window.show();
    if (cl.host) {
        // For scripts and tests: the code, then the player's comings and goings (HostLog); the
        // code once the event loop runs, so a script that connects as soon as it reads it finds
        // the host answering, however loaded the machine.
        NetSession* session = window.networkPlay()->net();
        QTimer::singleShot(0, session, [session, &window] {
            HostLog::write(stdout, window.networkPlay()->joinCode());
            HostLog::follow(session, stdout);
        });
    }
    if (cl.analysis) window.analysisMode()->setActive(true);
    if (cl.solveDialog) window.showSolveDialog();
    if (cl.solveLambs >= 0) window.showLambsSolveDialog(cl.solveLambs);
    if (!cl.screenshot.isEmpty())
        Screenshot::schedule(&window, cl.screenshot, cl.screenshotDelayMs);
    return app.exec();
}
