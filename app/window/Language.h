// The program's language: English (the source text) or Nepali, from the system locale unless
// the player picked one in View ▸ Language. The choice lives in QSettings ("ui/language") and
// is applied at start-up: the widgets build their text once, so a new choice takes effect when
// the program next starts (the menu says so).
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;
class QMenu;
class QWidget;

namespace Language {

// Language codes the program ships a translation for, besides English ("en").
QStringList translated();

// The stored choice: "" for the system language, else a code such as "en" or "ne".
QString stored();
void store(const QString& code);

// The language to use for a stored choice (see stored()) and the user's preferred languages
// (QLocale::uiLanguages(), e.g. {"ne-NP", "en"}). Returns "en" unless a translation exists.
QString resolve(const QString& choice, const QStringList& uiLanguages);

// Loads the translation for `code` (from the compiled-in :/i18n/baghchal_<code>.qm, and Qt's
// own for standard buttons when installed) into `app`. Returns true if the program's own
// translation was found (always true for "en", which needs none).
bool install(QCoreApplication& app, const QString& code);

// A "Language" menu with System / English / नेपाली as radio items, bound to the stored choice.
QMenu* createMenu(QWidget* parent);

}  // namespace Language
