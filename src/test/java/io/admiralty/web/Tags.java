package io.admiralty.web;

import io.quarkus.arc.Arc;
import io.quarkus.qute.Engine;

/** A tag of templates/tags/ rendered on its own, its value as {@code it}, as a page renders it: what tests read. */
final class Tags {

    private Tags() {}

    static String render(String name, Object it) {
        return Arc.container()
                .instance(Engine.class)
                .get()
                .getTemplate("tags/" + name)
                .data("it", it)
                .render();
    }
}
