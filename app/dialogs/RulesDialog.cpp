#include "dialogs/RulesDialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "ui/FitToScreen.h"

RulesDialog::RulesDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("How to play"));
    setObjectName(QStringLiteral("rulesDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QTextBrowser;
    text->setHtml(html());
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    resize(620, 640);
    FitToScreen::keepOnScreen(this);  // the text scrolls by itself; Close stays in view
}

QString RulesDialog::html() {
    // One translation unit per paragraph: translators see whole thoughts, and a change to one
    // rule leaves the other paragraphs' translations valid.
    const QString parts[] = {
        tr("<h2>Bagh-Chal — Tigers and Goats</h2>"
           "<p>Bagh-Chal is played on a board of 5 × 5 points joined by lines. Every point is "
           "joined to its neighbours across and up and down; the diagonal lines run only through "
           "the corners, the centre and the points in between them. Columns are named A to E "
           "from the left, rows 1 to 5 from the top, so A1 is the top-left corner.</p>"),
        tr("<h3>The pieces</h3>"
           "<p>Four tigers start on the four corners. Twenty goats start off the board, in "
           "hand. The goats move first, then the players take turns.</p>"),
        tr("<h3>Goats</h3>"
           "<p>While goats remain in hand, the goats' move is to place one goat on any empty "
           "point. When all twenty have been placed, a move slides one goat along a line to a "
           "neighbouring empty point. Goats never jump and never capture.</p>"),
        tr("<h3>Tigers</h3>"
           "<p>A tiger slides along a line to a neighbouring empty point, or jumps in a straight "
           "line over one goat next to it to the empty point right behind, capturing that goat. "
           "Only one goat can be captured in a move, and tigers never jump over tigers.</p>"),
        tr("<h3>Winning</h3>"
           "<p>The tigers win when they have captured five goats. The goats win when no tiger "
           "can move. The tigers also win if the goats, after all of them are placed, have no "
           "move left.</p>"),
        tr("<h3>Repeated positions</h3>"
           "<p>A game that could go on for ever is a draw. Choose one of two house rules in "
           "the New Game dialog:</p>"
           "<ul><li><b>Third repetition draws</b> (the default): the game is drawn when the "
           "same position — board, side to move and goats in hand — occurs for the third "
           "time.</li>"
           "<li><b>Traditional</b>: no move may recreate a position that has already occurred "
           "in the game. A side left without any such move loses, as if it were blocked.</li>"
           "</ul>"),
        tr("<h3>A traditional match</h3>"
           "<p>A match is two games with the sides swapped. The player who won more of the two "
           "games wins the match. If each player won one game and both wins were won with the "
           "goats, the player who had more goats left on the board in their win takes the "
           "match; any other tie is a drawn match.</p>"),
        tr("<h3>Playing in this program</h3>"
           "<p>Click an empty point to place a goat. Click a piece to see where it can go, then "
           "click its destination. You can also type a move in the side panel: <tt>C1</tt> "
           "places a goat on C1, <tt>E1D1</tt> moves the piece on E1 to D1. "
           "Undo with Ctrl+Z, ask for a hint with H.</p>"),
    };
    QString html;
    for (const QString& p : parts) html += p;
    return html;
}
