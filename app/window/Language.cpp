#include "window/Language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTranslator>

namespace {

const QString kKey = QStringLiteral("ui/language");

}  // namespace

namespace Language {

QStringList translated() { return {QStringLiteral("ne")}; }

QString stored() { return QSettings().value(kKey).toString(); }

void store(const QString& code) { QSettings().setValue(kKey, code); }

QString resolve(const QString& choice, const QStringList& uiLanguages) {
    if (!choice.isEmpty()) return translated().contains(choice) ? choice : QStringLiteral("en");
    // The first of the user's languages that we speak, English included ("en-GB", "ne-NP").
    for (const QString& lang : uiLanguages) {
        const QString code = lang.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0);
        if (code == QLatin1String("en") || translated().contains(code)) return code;
    }
    return QStringLiteral("en");
}

bool install(QCoreApplication& app, const QString& code) {
    if (code == QLatin1String("en")) {
        // English is the source; this file only gives the plurals their forms.
        auto* plurals = new QTranslator(&app);
        if (plurals->load(QStringLiteral(":/i18n/baghchal_en.qm")))
            QCoreApplication::installTranslator(plurals);
        else
            delete plurals;
        return true;
    }
    // Parented to the application, so they live as long as it does.
    auto* own = new QTranslator(&app);
    if (!own->load(QStringLiteral(":/i18n/baghchal_%1.qm").arg(code))) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    // Qt's own texts: the system's qtbase translation where there is one, else ours.
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_%1").arg(code),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)) ||
        qt->load(QStringLiteral(":/i18n/qtbase_extra_%1.qm").arg(code)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    // Numbers in the language's own digits (४, not 4) wherever the app formats them.
    QLocale::setDefault(QLocale(code));
    return true;
}

QMenu* createMenu(QWidget* parent) {
    auto* menu = new QMenu(QCoreApplication::translate("Language", "&Language"), parent);
    auto* group = new QActionGroup(menu);
    // Language names are written in their own language, as every program does, so a player
    // who cannot read the current one still finds theirs.
    const std::pair<QString, QString> choices[] = {
        {QString(), QCoreApplication::translate("Language", "System language")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ne"), QStringLiteral("नेपाली (Nepali)")},
    };
    const QString current = stored();
    for (const auto& [code, name] : choices) {
        QAction* a = menu->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        group->addAction(a);
    }
    menu->setToolTipsVisible(true);
    for (QAction* a : group->actions())
        a->setToolTip(QCoreApplication::translate(
            "Language", "Takes effect when Bagh-Chal starts again; your game is kept"));
    QObject::connect(group, &QActionGroup::triggered, menu, [parent](QAction* a) {
        if (a->data().toString() == stored()) return;
        store(a->data().toString());
        // Every text is translated once, when its widget is built: the program starts again,
        // and the game in progress comes back (LastSession).
        QMessageBox box(QMessageBox::Information,
                        QCoreApplication::translate("Language", "Language"),
                        QCoreApplication::translate(
                            "Language",
                            "The new language takes effect when Bagh-Chal starts again. Restart "
                            "now? Your game is kept and comes back."),
                        QMessageBox::NoButton, parent);
        QPushButton* now = box.addButton(QCoreApplication::translate("Language", "&Restart Now"),
                                         QMessageBox::AcceptRole);
        box.addButton(QCoreApplication::translate("Language", "&Later"), QMessageBox::RejectRole);
        box.setDefaultButton(now);
        box.exec();
        if (box.clickedButton() != now) return;
        QWidget* window = parent ? parent->window() : nullptr;
        if (window && !window->close()) return;  // the player kept the window (a solve runs)
        QProcess::startDetached(QCoreApplication::applicationFilePath(), {});
        QCoreApplication::quit();
    });
    return menu;
}

}  // namespace Language
