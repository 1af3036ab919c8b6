package org.teamchess.registration.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Locale;
import java.util.UUID;

@ApplicationScoped
public class SchoolRepository implements PanacheRepositoryBase<School, UUID> {

    /**
     * The school with this name in this municipality, created the first time; two coaches of one
     * school applying at once get the same row (an upsert, not a check then an insert).
     */
    public School findOrCreate(String name, String municipality) {
        String key = normalize(name) + "|" + normalize(municipality);
        getEntityManager().createNativeQuery("INSERT INTO school (id, name, municipality, normalized_key)"
                        + " VALUES (?1, ?2, ?3, ?4) ON CONFLICT (normalized_key) DO NOTHING")
                .setParameter(1, UUID.randomUUID())
                .setParameter(2, name.strip())
                .setParameter(3, municipality.strip())
                .setParameter(4, key)
                .executeUpdate();
        return find("normalizedKey", key).singleResult();
    }

    /** Lower case, single spaces: "МБОУ  СОШ № 1" and "мбоу сош № 1" are one school. */
    private static String normalize(String text) {
        return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
