#include "dialogs/AboutBox.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QString>

#include "ui/FitToScreen.h"

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

QMessageBox* create(QWidget* parent) {
    // As QMessageBox::about() makes it, kept on the screen.
    auto* box = new QMessageBox(parent);
    box->setWindowTitle(QCoreApplication::translate("AboutBox", "About Bagh-Chal"));
    box->setText(text());
    box->setStandardButtons(QMessageBox::Ok);
    const QIcon icon = parent ? parent->window()->windowIcon() : QApplication::windowIcon();
    if (!icon.isNull()) box->setIconPixmap(icon.pixmap(QSize(64, 64)));
    FitToScreen::keepOnScreen(box);
    return box;
}

void show(QWidget* parent) {
    QMessageBox* box = create(parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->exec();
}

}  // namespace AboutBox
