#include "net/NetWords.h"

#include <QCoreApplication>

QString netReasonText(bagh::net::Reason reason) {
    using bagh::net::Reason;
    const char* text = "";
    switch (reason) {
        case Reason::None:
        case Reason::Closed:
            text = QT_TRANSLATE_NOOP("NetWords", "The connection was lost.");
            break;
        case Reason::Left:
            text = QT_TRANSLATE_NOOP("NetWords", "The other player left.");
            break;
        case Reason::WrongSecret:
            text = QT_TRANSLATE_NOOP("NetWords",
                                     "The keys did not match: the join code is wrong or old, or "
                                     "this is not its host.");
            break;
        case Reason::WrongVersion:
            text = QT_TRANSLATE_NOOP("NetWords",
                                     "The other program is of another version and cannot play "
                                     "with this one: both players need the same version.");
            break;
        case Reason::WrongSetup:
            text = QT_TRANSLATE_NOOP("NetWords", "The host plays another game or rule now.");
            break;
        case Reason::Busy:
            text = QT_TRANSLATE_NOOP("NetWords", "The host is busy.");
            break;
        case Reason::Garbage:
        case Reason::Protocol:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent something it should not.");
            break;
        case Reason::Overlong:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent a line far too long.");
            break;
        case Reason::Flood:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent too much too fast.");
            break;
        case Reason::Silence:
            text = QT_TRANSLATE_NOOP("NetWords", "Nothing was heard from the other side.");
            break;
        case Reason::IllegalMove:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent an illegal move.");
            break;
        case Reason::Desync:
            text = QT_TRANSLATE_NOOP("NetWords", "The two game records differ; both are kept.");
            break;
        case Reason::Replaced:
            text = QT_TRANSLATE_NOOP("NetWords", "The game continues on a new connection.");
            break;
        case Reason::Taken:
            text = QT_TRANSLATE_NOOP("NetWords",
                                     "That game already has its second player; only that "
                                     "player's program can come back to it.");
            break;
        case Reason::Declined:
            text = QT_TRANSLATE_NOOP("NetWords", "The host declined to let you join.");
            break;
    }
    return QCoreApplication::translate("NetWords", text);
}
