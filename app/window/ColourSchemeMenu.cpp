#include "window/ColourSchemeMenu.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QPointer>
#include <QSettings>

#include "board/BoardTheme.h"
#include "board/BoardView.h"
#include "ui/AppStyle.h"
#include "ui/SystemScheme.h"

using AppStyle::Scheme;

QMenu* ColourSchemeMenu::create(QWidget* window) {
    auto* menu =
        new QMenu(QCoreApplication::translate("ColourSchemeMenu", "&Colour Scheme"), window);
    menu->setObjectName(QStringLiteral("colourSchemeMenu"));
    auto* group = new QActionGroup(menu);
    QSettings settings;
    const Scheme saved = AppStyle::savedScheme(settings);
    const struct {
        Scheme scheme;
        QString text;
        QString tip;
    } choices[] = {
        {Scheme::System, QCoreApplication::translate("ColourSchemeMenu", "&System"),
         QCoreApplication::translate("ColourSchemeMenu", "Light or dark as the desktop is set")},
        {Scheme::Light, QCoreApplication::translate("ColourSchemeMenu", "&Light"),
         QCoreApplication::translate("ColourSchemeMenu", "Dark text on parchment")},
        {Scheme::Dark, QCoreApplication::translate("ColourSchemeMenu", "&Dark"),
         QCoreApplication::translate("ColourSchemeMenu", "Light text on dark walnut")},
        {Scheme::HighContrast, QCoreApplication::translate("ColourSchemeMenu", "&High Contrast"),
         QCoreApplication::translate(
             "ColourSchemeMenu", "White and yellow on black; the board black with white lines")},
    };
    for (const auto& c : choices) {
        QAction* a = menu->addAction(c.text);
        a->setToolTip(c.tip);
        a->setCheckable(true);
        a->setChecked(c.scheme == saved);
        a->setData(static_cast<int>(c.scheme));
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, window, [window, scheme = c.scheme] {
            QSettings s;
            AppStyle::saveScheme(s, scheme);
            apply(window, scheme);
        });
    }
    menu->setToolTipsVisible(true);
    // The desktop's answer may come after the window showed: follow it while System is chosen.
    QPointer<QWidget> guard(window);
    SystemScheme::queryDesktop(window, [guard] {
        QSettings s;
        if (guard && AppStyle::savedScheme(s) == Scheme::System) apply(guard, Scheme::System);
    });
    return menu;
}

void ColourSchemeMenu::apply(QWidget* window) {
    QSettings settings;
    apply(window, AppStyle::savedScheme(settings));
}

void ColourSchemeMenu::apply(QWidget* window, Scheme scheme) {
    const AppStyle::Look look = AppStyle::resolve(scheme);
    AppStyle::setLook(window, look);
    // The board is drawn, not styled: the boards there are told, and the ones made later (the
    // window's own, Set Up Position's) read it from the application.
    const bool contrast = look == AppStyle::Look::Contrast;
    qApp->setProperty(BoardTheme::kHighContrastProperty, contrast);
    for (BoardView* board : window->findChildren<BoardView*>()) board->setHighContrast(contrast);
}
