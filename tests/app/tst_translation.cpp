// The Nepali translation: it is compiled into the program, it loads, it translates, and
// translations/baghchal_ne.ts has no unfinished or empty entries and keeps every placeholder
// (%1, %n) of its source; its menus and question boxes show no Latin access letters, and no
// menu has an access key twice in either language. A new tr() string without a Nepali text
// fails here: run `cmake --build <dir> --target update_translations` and translate it.
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>

#include "AppTest.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "dialogs/AboutBox.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "puzzles/PuzzleDialog.h"
#include "session/GameSession.h"
#include "tutorial/TutorialDialog.h"
#include "window/Language.h"
#include "window/MainWindow.h"
#include "window/SidePanel.h"

namespace {

struct TsMessage {
    QString context, source;
    QStringList translations;  // one, or one per plural form
    bool unfinished = false;
};

QList<TsMessage> readTs(const QString& path) {
    QList<TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message"))
            m = TsMessage{context, {}, {}, false};
        else if (name == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            m.unfinished = type == QLatin1String("unfinished");
            const bool gone =
                type == QLatin1String("obsolete") || type == QLatin1String("vanished");
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation"))) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    m.translations << xml.readElementText();
                else if (xml.isCharacters())
                    text += xml.text();
            }
            if (m.translations.isEmpty()) m.translations << text.trimmed();
            if (!gone) out << m;
        }
    }
    return out;
}

// A sentence ends in Nepali as in English: "." as "।" (a screen reader pauses there, a reader
// sees where it ends; an abbreviation such as "No." keeps its dot), "?", "!" and ":" as they are.
bool sameEnd(const QString& source, const QString& translation) {
    const QString s = source.trimmed();
    const QString t = translation.trimmed();
    const bool stop = s.endsWith(QLatin1Char('.')) && !s.endsWith(QStringLiteral("..."));
    if (stop != (t.endsWith(QChar(0x0964)) || (stop && t.endsWith(QLatin1Char('.'))))) return false;
    for (const QChar c : {QLatin1Char('?'), QLatin1Char('!'), QLatin1Char(':')})
        if (s.endsWith(c) != t.endsWith(c)) return false;
    return true;
}

QSet<QString> placeholders(const QString& s) {
    // %Ln is %n in the language's own digits: the same placeholder.
    static const QRegularExpression re(QStringLiteral("%L?(\\d+|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(s); it.hasNext();)
        found << QLatin1Char('%') + it.next().captured(1);
    return found;
}

}  // namespace

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void tsFileIsComplete() {
        const QString ts =
            QString::fromStdString(testenv::sourcePath("translations/baghchal_ne.ts"));
        QVERIFY2(QFileInfo::exists(ts), qPrintable(ts + QStringLiteral(" not found")));
        const QList<TsMessage> messages = readTs(ts);
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const TsMessage& m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source.left(60);
            if (m.unfinished) problems << QStringLiteral("unfinished: ") + where;
            for (const QString& t : m.translations) {
                if (t.isEmpty())
                    problems << QStringLiteral("empty: ") + where;
                else if (placeholders(t) != placeholders(m.source))
                    problems << QStringLiteral("placeholders differ: ") + where;
                else if (!sameEnd(m.source, t))
                    problems << QStringLiteral("sentence end differs: ") + where;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Nepali joins a postposition to a Nepali word: "बाघले", never "बाघ ले" (a move's or a
    // player's name keeps its space: "E4 ले"). The puzzles' "%2 answer %3" fill %2 with the
    // side's name.
    void postpositionsJoinTheSide() {
        const QList<TsMessage> messages =
            readTs(QString::fromStdString(testenv::sourcePath("translations/baghchal_ne.ts")));
        const QRegularExpression loose(
            QStringLiteral("(बाघ|बाख्रा|पाठा) (ले|को|का|लाई)(?=[\\s।,:;)]|$)"));
        QStringList problems;
        for (const TsMessage& m : messages)
            for (const QString& t : m.translations) {
                if (m.source.contains(QStringLiteral("%2 answer")) &&
                    !t.contains(QStringLiteral("%2ले")))
                    problems << m.source + QStringLiteral(" -> ") + t;
                if (loose.match(t).hasMatch()) problems << t;
            }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // English plurals come from baghchal_en.ts: "1 legal move", "2 legal moves", never "move(s)".
    void englishPlurals() {
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/baghchal_en.qm")));
        const char* source = "%Ln legal move(s), %1 proven · depth %2 · %3";
        QCOMPARE(t.translate("AnalysisPanel", source, nullptr, 1),
                 QStringLiteral("%Ln legal move, %1 proven · depth %2 · %3"));
        QCOMPARE(t.translate("AnalysisPanel", source, nullptr, 5),
                 QStringLiteral("%Ln legal moves, %1 proven · depth %2 · %3"));
        QCOMPARE(t.translate("ValueWords", "%1 win in %Ln move(s)", nullptr, 1),
                 QStringLiteral("%1 win in %Ln move"));
    }

    void compiledTranslationLoads() {
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/baghchal_ne.qm")));
        QCOMPARE(t.translate("MainWindow", "&Game"), QStringLiteral("खेल"));
        QCOMPARE(t.translate("SidePanel", "Goats in hand"), QStringLiteral("राख्न बाँकी बाख्रा"));
        QCOMPARE(t.translate("ValueWords", "%1 win in %Ln move(s)", nullptr, 7),
                 QStringLiteral("%1 %Ln चालमा जित्छन्"));
    }

    void installTranslatesTheProgram() {
        auto& app = *QCoreApplication::instance();
        QVERIFY(Language::install(app, QStringLiteral("ne")));
        QVERIFY(RulesDialog::html().contains(QStringLiteral("बाघ")));
        QVERIFY(AboutBox::text().contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(AboutBox::text().contains(QStringLiteral("बाघचाल")));
        QVERIFY(!Language::install(app, QStringLiteral("xx")));
    }

    // In Nepali no button shows a menu's "(O)" as a literal, and the side panel and the status
    // bar write numbers in Devanagari digits (after installTranslatesTheProgram).
    void nepaliButtonsAndDigits() {
        apptest::useTestSettings();
        QVERIFY(Language::install(*QCoreApplication::instance(), QStringLiteral("ne")));
        GameSetup setup;
        setup.mode = GameMode::TwoPlayers;
        MainWindow window;
        window.setAskQuestions(false);
        window.startNewGame(setup);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.analysisMode()->setActive(true);
        PuzzleDialog puzzles(window.session(), &window);
        TutorialDialog tutorial(&window);
        const QRegularExpression latinKey(QStringLiteral("\\([A-Za-z]\\)"));
        auto checkButtons = [&](QWidget* top) {
            for (QAbstractButton* b : top->findChildren<QAbstractButton*>()) {
                QString shown = b->text();
                if (auto* tool = qobject_cast<QToolButton*>(b); tool && tool->defaultAction())
                    shown = tool->defaultAction()->iconText();
                shown.remove(QLatin1Char('&'));
                QVERIFY2(!latinKey.match(shown).hasMatch(), qPrintable(shown));
            }
        };
        for (QWidget* top : {static_cast<QWidget*>(&window), static_cast<QWidget*>(&puzzles),
                             static_cast<QWidget*>(&tutorial)})
            checkButtons(top);
        const QRegularExpression latinDigit(QStringLiteral("[0-9]"));
        // The side panel's and the status bar's labels (the moves are notation and stay Latin).
        auto checkDigits = [&] {
            QList<QLabel*> labels = window.sidePanel()->findChildren<QLabel*>();
            labels += window.statusBar()->findChildren<QLabel*>();
            for (QLabel* l : labels) {
                if (!l->isVisible()) continue;
                QVERIFY2(!latinDigit.match(l->text()).hasMatch(), qPrintable(l->text()));
            }
        };
        // The move list's numbers (its moves are notation, C1 or E1–D1, and stay Latin).
        QVERIFY(apptest::playTypedMoves(window.session(), {"C1", "A1B1"}));
        const QAbstractItemModel* moves = window.sidePanel()->moveView()->model();
        const QString number = moves->headerData(0, Qt::Vertical).toString();
        QVERIFY2(!latinDigit.match(number).hasMatch(), qPrintable(number));
        checkDigits();
        // The New Game dialog: levels and the watch speed in Devanagari digits too.
        NewGameDialog newGame(setup, &window);
        for (QComboBox* c : newGame.findChildren<QComboBox*>())
            for (int i = 0; i < c->count(); ++i)
                QVERIFY2(!latinDigit.match(c->itemText(i)).hasMatch(), qPrintable(c->itemText(i)));
        for (QLabel* l : newGame.findChildren<QLabel*>())
            QVERIFY2(!latinDigit.match(l->text()).hasMatch(), qPrintable(l->text()));
        // The main window playing Lambs and Tigers (five captures win): the same buttons, and
        // its counts, its rule in the status bar and the move list's numbers in Nepali digits.
        GameSetup lambsSetup = setup;
        lambsSetup.game = GameKind::Lambs;
        lambsSetup.lambsCaptures = 5;
        window.startNewGame(lambsSetup);
        QCOMPARE(window.session()->game().kind(), GameKind::Lambs);
        checkButtons(&window);
        QVERIFY(apptest::playTypedMoves(window.session(), {"12", "3-9"}));
        const QString lambsNumber = moves->headerData(0, Qt::Vertical).toString();
        QVERIFY2(!latinDigit.match(lambsNumber).hasMatch(), qPrintable(lambsNumber));
        checkDigits();
        window.analysisMode()->setActive(false);
        // The players' names: the computer's, with its level, and the person's, in Nepali.
        GameSetup versus;
        versus.mode = GameMode::HumanVsComputer;
        window.startNewGame(versus);
        const QRegularExpression latinWord(QStringLiteral("[A-Za-z]{2,}"));
        for (bagh::Side side : {bagh::Side::Goats, bagh::Side::Tigers}) {
            const QString name = window.session()->playerName(side);
            QVERIFY2(!name.isEmpty() && !latinWord.match(name).hasMatch(), qPrintable(name));
        }
        apptest::resetLanguage();
    }

    // Every menu of the window and its submenus, and a question box's buttons: no Latin "(X)"
    // in Nepali (its menus have no access keys; Latin letters mean nothing on its keyboard),
    // and no two items of one menu share an access key, in either language.
    void menusHaveTheirOwnAccessKeys_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("english") << QStringLiteral("en");
        QTest::newRow("nepali") << QStringLiteral("ne");
    }
    void menusHaveTheirOwnAccessKeys() {
        QFETCH(QString, language);
        apptest::useTestSettings();
        apptest::resetLanguage();
        if (language != QLatin1String("en"))
            QVERIFY(Language::install(*QCoreApplication::instance(), language));
        const QRegularExpression latinKey(QStringLiteral("\\([A-Za-z]\\)"));
        QStringList problems;
        auto check = [&](const QString& where, const QList<QAction*>& items) {
            QHash<QKeySequence, QString> keys;
            for (const QAction* a : items) {
                if (a->isSeparator() || a->text().isEmpty()) continue;
                const QString shown = QString(a->text()).remove(QLatin1Char('&'));
                if (language == QLatin1String("ne") && latinKey.match(shown).hasMatch())
                    problems << where + QStringLiteral(": Latin key in ") + shown;
                const QKeySequence key = QKeySequence::mnemonic(a->text());
                if (key.isEmpty()) continue;
                if (keys.contains(key))
                    problems << where + QStringLiteral(": ") + key.toString() +
                                    QStringLiteral(" twice, ") + keys.value(key) +
                                    QStringLiteral(" and ") + shown;
                keys.insert(key, shown);
            }
        };
        for (const GameKind kind : {GameKind::BaghChal, GameKind::Lambs}) {
            GameSetup setup = apptest::twoPlayers();
            setup.game = kind;
            MainWindow window;
            window.setAskQuestions(false);
            window.startNewGame(setup);
            check(QStringLiteral("menu bar"), window.menuBar()->actions());
            for (const QMenu* menu : window.findChildren<QMenu*>())
                check(QString(menu->title()).remove(QLatin1Char('&')), menu->actions());
        }
        QMessageBox box(QMessageBox::Question, QStringLiteral("?"), QStringLiteral("?"),
                        QMessageBox::Yes | QMessageBox::No | QMessageBox::YesToAll |
                            QMessageBox::NoToAll | QMessageBox::Save | QMessageBox::Discard |
                            QMessageBox::Cancel);
        QList<QAction*> buttons;
        for (QAbstractButton* b : box.buttons()) {
            auto* a = new QAction(b->text(), &box);  // a button's text checked as an item's
            buttons << a;
        }
        check(QStringLiteral("question box"), buttons);
        apptest::resetLanguage();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void resolve_data() {
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QStringList>("ui");
        QTest::addColumn<QString>("expected");
        QTest::newRow("nepali system") << QString() << QStringList{"ne-NP", "en"} << "ne";
        QTest::newRow("english first") << QString() << QStringList{"en-GB", "ne"} << "en";
        QTest::newRow("unknown then nepali") << QString() << QStringList{"fr-FR", "ne"} << "ne";
        QTest::newRow("nothing we speak") << QString() << QStringList{"de-DE"} << "en";
        QTest::newRow("chosen english") << "en" << QStringList{"ne-NP"} << "en";
        QTest::newRow("chosen nepali") << "ne" << QStringList{"en-US"} << "ne";
        QTest::newRow("stale choice") << "xx" << QStringList{"ne"} << "en";
    }
    void resolve() {
        QFETCH(QString, choice);
        QFETCH(QStringList, ui);
        QFETCH(QString, expected);
        QCOMPARE(Language::resolve(choice, ui), expected);
    }
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
