package example;

import io.admiralty.botapi.BattleshipBot;
import io.admiralty.botapi.Cell;
import io.admiralty.botapi.GameInfo;
import io.admiralty.botapi.Mark;
import io.admiralty.botapi.Orientation;
import io.admiralty.botapi.ShipPlacement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * An example jar bot: random legal fleet; hunts on a checkerboard, and after a hit fires at the unknown
 * neighbours of hits. Works on any board, fleet and firing mode.
 */
public class ParityHunter implements BattleshipBot {

    private Random random = new Random();

    @Override
    public String name() {
        return "parity-hunter";
    }

    @Override
    public List<ShipPlacement> newGame(GameInfo game) {
        random = new Random(game.seed());
        for (int attempt = 0; ; attempt++) {
            boolean[][] used = new boolean[game.height()][game.width()];
            List<ShipPlacement> ships = new ArrayList<>();
            for (int length : game.fleet()) {
                ShipPlacement ship = randomSpot(length, used, game.width(), game.height());
                if (ship == null) {
                    break;
                }
                ships.add(ship);
            }
            if (ships.size() == game.fleet().size()) {
                return ships;
            }
        }
    }

    private ShipPlacement randomSpot(int length, boolean[][] used, int width, int height) {
        for (int t = 0; t < 500; t++) {
            boolean across = length <= width && (length > height || random.nextBoolean());
            int x = random.nextInt(across ? width - length + 1 : width);
            int y = random.nextInt(across ? height : height - length + 1);
            boolean free = true;
            for (int i = 0; i < length && free; i++) {
                free = !used[across ? y : y + i][across ? x + i : x];
            }
            if (free) {
                for (int i = 0; i < length; i++) {
                    used[across ? y : y + i][across ? x + i : x] = true;
                }
                return new ShipPlacement(x, y, length, across ? Orientation.ACROSS : Orientation.DOWN);
            }
        }
        return null;
    }

    @Override
    public List<Cell> takeTurn(Mark[][] board, List<Integer> shipsRemaining, int shots) {
        List<Cell> volley = new ArrayList<>();
        for (int s = 0; s < shots; s++) {
            Cell next = next(board);
            if (next == null) {
                next = volley.isEmpty() ? new Cell(0, 0) : volley.get(0);
            } else {
                board[next.y()][next.x()] = Mark.MISS; // keeps the rest of this volley off the same cell
            }
            volley.add(next);
        }
        return volley;
    }

    private Cell next(Mark[][] board) {
        int height = board.length;
        int width = board[0].length;
        List<Cell> targets = new ArrayList<>();
        List<Cell> lattice = new ArrayList<>();
        List<Cell> open = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (board[y][x] != Mark.UNKNOWN) {
                    continue;
                }
                open.add(new Cell(x, y));
                if ((x + y) % 2 == 0) {
                    lattice.add(new Cell(x, y));
                }
                if (hit(board, x - 1, y) || hit(board, x + 1, y) || hit(board, x, y - 1) || hit(board, x, y + 1)) {
                    targets.add(new Cell(x, y));
                }
            }
        }
        List<Cell> pool = !targets.isEmpty() ? targets : !lattice.isEmpty() ? lattice : open;
        return pool.isEmpty() ? null : pool.get(random.nextInt(pool.size()));
    }

    private static boolean hit(Mark[][] board, int x, int y) {
        return y >= 0 && y < board.length && x >= 0 && x < board[0].length && board[y][x] == Mark.HIT;
    }
}
