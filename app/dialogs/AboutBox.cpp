#include "dialogs/AboutBox.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QString>

namespace AboutBox {

QString text() {
    return QCoreApplication::translate(
               "AboutBox",
               "<h3>Bagh-Chal %1</h3>"
               "<p>Tigers and Goats, the national board game of Nepal.</p>"
               "<p>The computer plays the sliding phase perfectly from an endgame database "
               "computed by retrograde analysis, following the results of Yew Jin Lim and "
               "Jürg Nievergelt (<i>Computing Tigers and Goats</i>, ICGA Journal 27(3), 2004; "
               "<i>Tigers and Goats is a draw</i>, 2005).</p>"
               "<p>Licence: GNU General Public License, version 3 or later "
               "(GPL-3.0-or-later). This program comes with no warranty.</p>")
        .arg(QCoreApplication::applicationVersion());
}

void show(QWidget* parent) {
    QMessageBox::about(parent, QCoreApplication::translate("AboutBox", "About Bagh-Chal"), text());
}

}  // namespace AboutBox
