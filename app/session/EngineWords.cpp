#include "session/EngineWords.h"

#include <QCoreApplication>
#include <QLocale>

namespace EngineWords {
namespace {

// The translation context "EngineWords", so lupdate finds every tr() below.
class Words {
    Q_DECLARE_TR_FUNCTIONS(EngineWords)

public:
    static QString obx(const bagh::ObxError& e);
};

QString num(int n) { return QLocale().toString(n); }

// The text the record had, quoted as the language quotes.
QString quote(const std::string& text) {
    return QLocale().quoteString(QString::fromStdString(text));
}

QString Words::obx(const bagh::ObxError& e) {
    using Code = bagh::ObxErrorCode;
    switch (e.code) {
        case Code::Other:
            break;
        case Code::TooLong:
            return tr("The record is too long: at most %1 characters.").arg(num(e.n[0]));
        case Code::Empty:
            return tr("The record is empty.");
        case Code::ExtraField:
            return tr("The record has something more at its end: %1.").arg(quote(e.text));
        case Code::TooManyRows:
            return tr("The board has more than 5 rows.");
        case Code::RowTooShort:
            return tr("Row %1 of the board has %2 points; every row has 5.")
                .arg(num(e.n[0]), num(e.n[1]));
        case Code::RowTooLong:
            return tr("Row %1 of the board has more than 5 points.").arg(num(e.n[0]));
        case Code::BadCharacter:
            return tr("%1 in row %2 is not a piece: write T for a tiger, G for a goat, and X or "
                      "a digit from 1 to 5 for empty points.")
                .arg(quote(e.text), num(e.n[0]));
        case Code::TooFewRows:
            return tr("The board has %1 rows; it needs 5, separated by /.").arg(num(e.n[0]));
        case Code::TigerCount:
            return tr("Tigers on the board: %1. The game has exactly 4.").arg(num(e.n[0]));
        case Code::TooManyGoats:
            return tr("Goats on the board: %1. There are only 20 goats.").arg(num(e.n[0]));
        case Code::TurnMissing:
            return tr(
                "The side to move is missing: write g for the goats or t for the tigers "
                "after the board.");
        case Code::TurnInvalid:
            return tr("%1 is not a side to move: write g for the goats or t for the tigers.")
                .arg(quote(e.text));
        case Code::InHandInvalid:
            return tr("%1 is not a number of goats in hand (from 0 to 20).").arg(quote(e.text));
        case Code::InHandMissing:
            return tr(
                "The goats in hand are missing: write g and their number (0 to 20) after "
                "the side to move.");
        case Code::InHandDisagrees:
            return tr("The goats in hand are given twice, as %1 and as %2.")
                .arg(num(e.n[0]), num(e.n[1]));
        case Code::CapturedInvalid:
            return tr("%1 is not a number of captured goats: write c and a number from 0 to 5.")
                .arg(quote(e.text));
        case Code::CapturedMissing:
            return tr("The captured goats are missing: write c and their number (0 to 5).");
        case Code::LastMoveInvalid:
            return tr("%1 is not a move: write it as mC1, mE1D1 or mA1C3.").arg(quote(e.text));
        case Code::MoveNumberInvalid:
            return tr("%1 is not a move number.").arg(quote(e.text));
        case Code::GoatsOverflow:
            return tr("%1 goats on the board and %2 captured are more than the 20 goats there "
                      "are.")
                .arg(num(e.n[0]), num(e.n[1]));
        case Code::GoatCount:
            return tr("%1 goats on the board, %2 in hand and %3 captured make %4; there are 20 "
                      "goats in all.")
                .arg(num(e.n[0]), num(e.n[1]), num(e.n[2]), num(e.n[0] + e.n[1] + e.n[2]));
    }
    return QString::fromStdString(e.message());
}

}  // namespace

QString obxError(const bagh::ObxError& error) { return Words::obx(error); }

}  // namespace EngineWords
